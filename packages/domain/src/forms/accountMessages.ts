import { CLOSE, snack } from './snack.ts';

// The customer areas' snackbars, apart from the storefront's (messages.ts) so that a public page's
// first load carries only its own texts.

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
  // The spec words adding only; an edit said "ajoutée" too (issue 27).
  addressUpdated: snack('Adresse modifiée avec succès', 'success', 3000, CLOSE),
  addressUpdateFailed: snack("Erreur lors de la modification de l'adresse", 'error', 3000, CLOSE),
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
  // Not in the spec (issue 24's ZIP of a period): the server's French refusal when it gives one.
  invoiceFilesDownloaded: snack('Factures téléchargées', 'success', 3000, CLOSE),
  invoiceFilesFailed: (message?: string) => snack(message ?? 'Erreur lors du téléchargement des factures', 'error', 5000, CLOSE),
  // Not in the spec (redeeming was not built there): the server's French answer or the reward's name.
  rewardRedeemed: (name: string) => snack(`Récompense « ${name} » échangée`, 'success', 3000, CLOSE),
  actionRefused: (message: string) => snack(message, 'error', 3000, CLOSE),
} as const;

/**
 * "Créer une facture depuis le panier", client dashboard "Mes Factures" (spec 2 sections 7.1 and 8):
 * since issue 22 a pro forma, which has no number to announce.
 */
export const FACTURE_SNACKBARS = {
  proFormaSaved: snack('Facture pro forma téléchargée : valable 30 jours, rien à payer', 'success'),
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
