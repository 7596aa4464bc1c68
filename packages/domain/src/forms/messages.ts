import { clientDetailsLabel } from '../rules/adminClients.ts';
import { impersonationLabel } from '../rules/impersonation.ts';
import type { AdminClient } from '../schemas/adminClient.ts';

/**
 * Snackbar texts and how long they stay, as the spec gives them (spec 1 sections 8 and 9,
 * spec 2 section 8, spec 3 section 8). Screens show them; they never word their own.
 */
export type SnackbarTone = 'success' | 'error' | 'warning' | 'info';

export interface SnackbarMessage {
  message: string;
  tone: SnackbarTone;
  durationMs: number;
  /** Label of the snackbar's button, when it has one. */
  action?: string;
}

/**
 * For messages whose own duration the spec does not give: it only says snackbars stay 2 to 5 s
 * (spec 1 section 9); 3 s is what the account dashboard uses for all of its own (spec 2 section 8).
 */
export const DEFAULT_SNACKBAR_MS = 3000;

const CLOSE = 'Fermer';

function snack(message: string, tone: SnackbarTone, durationMs = DEFAULT_SNACKBAR_MS, action?: string): SnackbarMessage {
  return action === undefined ? { message, tone, durationMs } : { message, tone, durationMs, action };
}

/** Delays of the simulated flows (spec 1 sections 4 and 9). */
export const FLOW_DELAYS_MS = {
  loginRedirect: 1500,
  registrationLoading: 2000,
  quoteRedirect: 2000,
  passwordReset: 1000,
  adminLogin: 500,
} as const;

/** Sign-in, password reset and registration (spec 1 section 8). */
export const AUTH_SNACKBARS = {
  /** The error's own message when it has one, else the generic text; 5 s. */
  loginFailed: (message?: string) => snack(message || 'Erreur de connexion', 'error', 5000),
  invalidCredentials: snack('Identifiants invalides. Vérifiez votre pseudo et mot de passe.', 'error', 5000),
  autoLoginFailed: (message?: string) => snack(message || 'Erreur de connexion automatique', 'error', 5000),
  /** `name` is the company, or the pseudo when there is none. */
  welcome: (name: string) => snack(`Bienvenue ${name} ! Redirection vers votre dashboard...`, 'success'),
  forgotPasswordNoEmail: snack("Veuillez saisir votre email d'abord", 'warning'),
  resetEmailSent: snack('Email de réinitialisation envoyé !', 'success'),
  resetEmailFailed: snack("Erreur lors de l'envoi de l'email", 'error'),
  registrationFailed: snack('Erreur lors de la création du compte', 'error'),
  /** Shown on the sign-in page that registration ends on, the e-mail already filled in. */
  accountCreated: snack('Votre compte a été créé. Connectez-vous avec votre mot de passe.', 'success'),
  /** Our text (README): the shop opens an account once the administration has validated it. */
  accountAwaitingValidation: snack('Votre compte a été créé. Vous pourrez vous connecter dès sa validation par nos équipes.', 'success', 5000),
  updateFailed: snack('Erreur lors de la mise à jour des données', 'error'),
  noUserSignedIn: snack('Aucun utilisateur connecté', 'error'),
} as const;

/** Cart page, with its 'Fermer' button (spec 1 section 8). */
export const CART_SNACKBARS = {
  quantityUpdated: snack('Quantité mise à jour', 'success', 2000, CLOSE),
  itemRemoved: snack('Produit retiré du panier', 'success', 2000, CLOSE),
  cleared: snack('Panier vidé', 'success', 2000, CLOSE),
  quoteSent: snack('Demande de devis envoyée ! Vous recevrez une réponse sous 24h.', 'success', 5000, CLOSE),
  updateFailed: snack('Erreur lors de la mise à jour', 'error', 3000, CLOSE),
  removeFailed: snack('Erreur lors de la suppression', 'error', 3000, CLOSE),
  quoteFailed: snack('Erreur lors de la demande de devis', 'error', 3000, CLOSE),
  signInRequired: snack('Veuillez vous connecter pour accéder à votre panier', 'error', 3000, CLOSE),
  notSignedIn: snack('Utilisateur non connecté', 'error'),
  quoteNeedsCartAndUser: snack('Panier vide ou utilisateur non connecté', 'error'),
} as const;

/** Catalogue page alerts (spec 1 section 8). */
export const CATALOGUE_SNACKBARS = {
  signInToAdd: snack('Veuillez vous connecter pour ajouter des produits au panier', 'warning'),
  added: (name: string) => snack(`${name} ajouté au panier avec succès!`, 'success'),
  addFailed: snack("Erreur lors de l'ajout au panier. Veuillez réessayer.", 'error'),
  // Spec 2 §5's warning, for a product whose stock ran out after the page was shown.
  unavailable: snack('Produit non disponible en stock', 'warning'),
} as const;

/** Product detail page (spec 1 section 8). */
export const PRODUCT_SNACKBARS = {
  notFound: snack('Produit non trouvé', 'error', 3000, CLOSE),
  added: (name: string, quantity: number) => snack(`${name} ajouté au panier (${quantity})`, 'success', 4000, 'Voir le panier'),
  signInToAdd: snack('Veuillez vous connecter pour ajouter des produits au panier', 'warning', 5000, 'Se connecter'),
  addFailed: snack("Erreur lors de l'ajout au panier", 'error', 3000),
  addedForQuote: snack('Produit ajouté au panier. Vous pouvez maintenant demander un devis.', 'success'),
  linkCopied: snack('Lien copié dans le presse-papier', 'success', 2000),
} as const;

export const CONTACT_SNACKBARS = {
  // The spec says a success message shows after a send without giving its text; this one
  // repeats the reply promise of the same page (spec 1 sections 2 and 9).
  sent: snack('Votre demande a bien été envoyée. Nous vous répondrons sous 24h.', 'success', 5000),
  invalid: snack('Veuillez corriger les erreurs dans le formulaire.', 'error'),
} as const;

/** Administration login (spec 3 section 8). */
export const ADMIN_LOGIN_SNACKBARS = {
  success: snack("Connexion réussie ! Bienvenue dans l'administration.", 'success', 3000),
  wrongCredentials: snack("Nom d'utilisateur ou mot de passe incorrect.", 'error', 5000),
  technicalFailure: snack('Erreur de connexion. Veuillez réessayer.', 'error', 5000),
} as const;

/** Administration dashboard: impersonation and client details (spec 3 section 8). */
export const ADMIN_DASHBOARD_SNACKBARS = {
  impersonating: (client: Pick<AdminClient, 'firstName' | 'lastName'>) =>
    snack(impersonationLabel(client), 'success', 5000, 'Retour Admin'),
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
  referencementSaved: snack('Référencement enregistré', 'success', 3000),
  referencementSaveFailed: (reason?: string) => snack(reason || "Erreur lors de l'enregistrement du référencement", 'error', 5000),
} as const;

/** Client dashboard forms (spec 2 section 8). */
export const CLIENT_DASHBOARD_SNACKBARS = {
  updateFailed: snack('Erreur lors de la mise à jour', 'error'),
  saveFailed: snack('Erreur lors de la sauvegarde', 'error'),
  personalInfoUpdated: snack('Informations personnelles mises à jour avec succès', 'success'),
  bankingUpdated: snack('Informations bancaires mises à jour avec succès', 'success'),
  formReset: snack('Formulaire réinitialisé', 'info'),
  settingsSaved: snack('Paramètres sauvegardés', 'success'),
  quoteCancelled: snack('Devis annulé', 'success'),
  quoteCancelFailed: snack("Erreur lors de l'annulation", 'error'),
  // The spec shows these actions as placeholders with no texts; the texts below are ours (README).
  quoteAccepted: (orderNumber: string) => snack(`Devis accepté : commande ${orderNumber} confirmée`, 'success', 5000),
  quoteAcceptFailed: snack("Erreur lors de l'acceptation du devis", 'error'),
  quoteDownloaded: snack('Devis téléchargé', 'success'),
  quoteDownloadFailed: snack('Erreur lors du téléchargement du devis', 'error'),
  quoteDuplicated: snack('Articles du devis ajoutés au panier', 'success', 3000, 'Voir le panier'),
  quoteDuplicateFailed: snack('Erreur lors de la duplication du devis', 'error'),
} as const;

/** The security area shared by both dashboards' settings (issue 8; the spec gives no texts). */
export const SECURITY_SNACKBARS = {
  passwordChanged: snack('Mot de passe modifié. Vos autres sessions ont été fermées.', 'success', 5000),
  passwordChangeFailed: snack('Erreur lors du changement de mot de passe', 'error'),
  dataExported: snack('Données exportées', 'success'),
  dataExportFailed: snack("Erreur lors de l'export des données", 'error'),
  accountDeleted: snack('Votre compte a été supprimé', 'success', 5000),
  accountDeleteFailed: snack('Erreur lors de la suppression du compte', 'error'),
} as const;

/** Account dashboard forms, all 3 s with 'Fermer' (spec 2 section 8). */
export const ACCOUNT_DASHBOARD_SNACKBARS = {
  addressAdded: snack('Adresse ajoutée avec succès', 'success', 3000, CLOSE),
  addressDeleted: snack('Adresse supprimée', 'success', 3000, CLOSE),
  addressAddFailed: snack("Erreur lors de l'ajout de l'adresse", 'error', 3000, CLOSE),
  addressDeleteFailed: snack("Erreur lors de la suppression de l'adresse", 'error', 3000, CLOSE),
  settingsSaved: snack('Paramètres sauvegardés', 'success', 3000, CLOSE),
  notificationSettingsSaved: snack('Paramètres de notification sauvegardés', 'success', 3000, CLOSE),
  notificationSettingsFailed: snack('Erreur lors de la sauvegarde des paramètres', 'error', 3000, CLOSE),
  favouriteRemoved: snack('Produit retiré des favoris', 'success', 3000, CLOSE),
  favouriteRemoveFailed: snack('Erreur lors de la suppression', 'error', 3000, CLOSE),
  addedToCart: snack('Produit ajouté au panier', 'success', 3000, CLOSE),
  addToCartFailed: snack("Erreur lors de l'ajout au panier", 'error', 3000, CLOSE),
  invoiceDownloaded: snack('Facture téléchargée', 'success', 3000, CLOSE),
  trackingLoaded: snack('Informations de suivi chargées', 'success', 3000, CLOSE),
  trackingFailed: snack('Erreur lors de la récupération du suivi', 'error', 3000, CLOSE),
  // What "Recommander" did, in the domain's words (reorderMessage).
  reordered: (message: string) => snack(message, 'success', 3000, CLOSE),
  invoiceDownloadFailed: snack('Erreur lors du téléchargement de la facture', 'error', 3000, CLOSE),
  // Not in the spec (redeeming was not built there): the server's French answer or the reward's name.
  rewardRedeemed: (name: string) => snack(`Récompense « ${name} » échangée`, 'success', 3000, CLOSE),
  actionRefused: (message: string) => snack(message, 'error', 3000, CLOSE),
} as const;

/** Invoice creation from the cart, client dashboard "Mes Factures" (spec 2 sections 7.1 and 8). */
export const FACTURE_SNACKBARS = {
  created: (numero: string) => snack(`Facture ${numero} créée avec succès`, 'success'),
  createFailed: snack('Erreur lors de la création de la facture', 'error'),
  refused: (message: string) => snack(message, 'warning'),
} as const;

/** What a tab of the account dashboard says when its data cannot be read (spec 2 section 8). */
export const ACCOUNT_DASHBOARD_LOAD_ERRORS = {
  summary: 'Erreur lors du chargement des données',
  orders: 'Erreur lors du chargement des commandes',
  invoices: 'Erreur lors du chargement des factures',
  favourites: 'Erreur lors du chargement des favoris',
  addresses: 'Erreur lors du chargement des adresses',
} as const;

/** Catalogue with cart and user dashboard (spec 2 section 8): 4 s, 6 s for an error. */
export const CART_CATALOGUE_SNACKBARS = {
  added: (name: string) => snack(`${name} ajouté au panier`, 'success', 4000),
  addFailed: snack("Erreur lors de l'ajout au panier. Veuillez réessayer.", 'error', 6000),
  unavailable: snack('Produit non disponible en stock', 'warning', 4000),
  signInToAdd: snack('Veuillez vous connecter pour ajouter des produits au panier', 'warning', 4000),
  emptyCart: snack('Votre panier est vide', 'warning', 4000),
  filtersReset: snack('Filtres réinitialisés', 'info', 4000),
  refreshing: snack('Actualisation des données...', 'info', 4000),
  refreshed: snack('Données actualisées avec succès', 'success', 4000),
  refreshFailed: snack("Erreur lors de l'actualisation", 'error', 6000),
  exported: snack('Données du panier exportées', 'success', 4000),
  exportFailed: snack("Erreur lors de l'export", 'error', 6000),
  connectionRestored: snack('Connexion rétablie', 'success', 4000),
  connectionLost: snack('Connexion perdue - Mode hors ligne activé', 'warning', 4000),
  favouriteAdded: (name: string) => snack(`${name} ajouté aux favoris`, 'success', 4000),
  favouriteRemoved: (name: string) => snack(`${name} retiré des favoris`, 'info', 4000),
  // The spec names no failure message for the heart; this one says which list did not change.
  favouriteFailed: snack('Erreur lors de la mise à jour des favoris', 'error', 6000),
} as const;
