import { clientDetailsLabel } from '../rules/adminClients.ts';
import type { AdminClient } from '../schemas/adminClient.ts';
import { CLOSE, snack } from './snack.ts';

// The administration's snackbars, apart from the storefront's (messages.ts) so that a public page's
// first load carries only its own texts.

/** Administration login (spec 3 section 8). */
export const ADMIN_LOGIN_SNACKBARS = {
  success: snack("Connexion réussie ! Bienvenue dans l'administration.", 'success', 3000),
  wrongCredentials: snack("Nom d'utilisateur ou mot de passe incorrect.", 'error', 5000),
  technicalFailure: snack('Erreur de connexion. Veuillez réessayer.', 'error', 5000),
  /** The API refused the session while the member was signed in: deactivated, signed out elsewhere, expired (decision 265). */
  sessionEnded: snack('Votre session a pris fin : veuillez vous reconnecter.', 'warning', 5000, CLOSE),
} as const;

/** Administration dashboard: impersonation and client details (spec 3 section 8). */
export const ADMIN_DASHBOARD_SNACKBARS = {
  impersonationRefused: snack("Impossible d'accéder au compte client", 'error', 3000, CLOSE),
  impersonationFailed: snack("Erreur lors de l'accès au compte client", 'error', 3000, CLOSE),
  clientDetails: (client: Pick<AdminClient, 'firstName' | 'lastName' | 'totalOrders'>) =>
    snack(clientDetailsLabel(client), 'info', 4000),
  orderUpdated: snack('Commande mise à jour', 'success', 3000),
  orderUpdateFailed: snack('Erreur lors de la mise à jour', 'error', 5000),
  clientUpdated: snack('Compte client mis à jour', 'success', 3000),
  clientUpdateFailed: snack('Erreur lors de la mise à jour du compte client', 'error', 5000),
} as const;

/** The administration's account pages (/admin/ouvertures, /admin/clients/{id}); the spec has no texts for them (README). */
export const ADMIN_ACCOUNT_SNACKBARS = {
  openingValidated: (societe: string) => snack(`Compte de ${societe} validé : le client peut se connecter`, 'success', 4000),
  openingRefused: (societe: string) => snack(`Demande de ${societe} refusée`, 'success', 4000),
  openingFailed: snack("Erreur lors du traitement de la demande d'ouverture", 'error', 5000),
  clientDeleted: snack('Compte client supprimé : ses commandes et factures sont conservées', 'success', 4000),
  clientDeleteFailed: snack('Erreur lors de la suppression du compte client', 'error', 5000),
  nomenclatureSaved: snack('Nomenclature enregistrée', 'success', 3000),
  nomenclatureSaveFailed: snack("Erreur lors de l'enregistrement de la nomenclature", 'error', 5000),
  nomenclatureDeleted: (designation: string) => snack(`Nomenclature de ${designation} supprimée`, 'success', 3000),
  nomenclatureDeleteFailed: snack('Erreur lors de la suppression de la nomenclature', 'error', 5000),
  productSaved: (reference: string) => snack(`Produit ${reference} enregistré`, 'success', 3000),
  productSaveFailed: snack("Erreur lors de l'enregistrement du produit", 'error', 5000),
  productArchived: snack('Produit archivé : retiré du catalogue, conservé sur les commandes et factures', 'success', 4000),
  productRestored: (reference: string) => snack(`Produit ${reference} restauré : de retour au catalogue`, 'success', 4000),
  stockSaved: (reference: string, stock: number) => snack(`Stock de ${reference} : ${stock}`, 'success', 3000),
  stockSaveFailed: snack("Erreur lors de l'enregistrement du stock", 'error', 5000),
  productRestoreFailed: (reason?: string) => snack(reason || 'Erreur lors de la restauration du produit', 'error', 5000),
  referencementSaved: snack('Référencement enregistré', 'success', 3000),
  referencementSaveFailed: (reason?: string) => snack(reason || "Erreur lors de l'enregistrement du référencement", 'error', 5000),
} as const;

/** The staff quote editor (issue 22). */
export const QUOTE_EDITOR_SNACKBARS = {
  sent: (version: number) => snack(`Devis envoyé au client (version ${version})`, 'success', 4000),
  downloadFailed: snack('Erreur lors du téléchargement du devis', 'error', 5000),
} as const;

/**
 * The questions before staff actions that cannot be taken back quietly (issue 27): a cancelled
 * order, a formal notice e-mailed at once. The spec has none; each names what it acts on.
 */
export const STAFF_CONFIRMATIONS = {
  cancelOrder: (orderNumber: string) => ({
    title: 'Annuler la commande',
    message: `Êtes-vous sûr de vouloir annuler la commande ${orderNumber} ?`,
    confirmLabel: 'Annuler la commande',
    cancelLabel: 'Garder la commande',
  }),
  formalNotice: (invoiceNumber: string, clientName: string) => ({
    title: 'Envoyer la mise en demeure',
    message: `Envoyer la mise en demeure de la facture ${invoiceNumber} à ${clientName} ? Le courriel part aussitôt, avec la lettre.`,
    confirmLabel: 'Envoyer la mise en demeure',
    cancelLabel: 'Ne pas envoyer',
  }),
} as const;
