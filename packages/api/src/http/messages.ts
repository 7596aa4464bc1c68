/** The API's French answers that routes of several files give (the ones of a single file stay in it). */

export const AUTH_ROUTE_MESSAGES = {
  emailTaken: 'Un compte existe déjà avec cet email',
  adminCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
  clientNotFound: 'Client introuvable',
  impersonationRefused: "Impossible d'accéder au compte client",
} as const;

export const CLIENT_MESSAGES = {
  notFound: AUTH_ROUTE_MESSAGES.clientNotFound,
  pseudoTaken: 'Ce pseudo est déjà utilisé',
} as const;

export const PRODUCT_NOT_FOUND = 'Produit non trouvé';

export const QUOTE_NOT_FOUND = 'Demande de devis introuvable';

export const FACTURE_MESSAGES = {
  notFound: 'Facture introuvable',
  numberTaken: 'Ce numéro de facture existe déjà',
} as const;

export const DASHBOARD_MESSAGES = {
  orderNotFound: 'Commande introuvable',
  trackingNotFound: 'Numéro de suivi introuvable',
  invoiceNotFound: 'Facture introuvable',
  addressNotFound: 'Adresse introuvable',
  defaultAddress: "L'adresse par défaut ne peut pas être supprimée",
  favouriteNotFound: 'Favori introuvable',
  notificationNotFound: 'Notification introuvable',
  rewardNotFound: 'Récompense introuvable',
} as const;

export const REFERENCEMENT_MESSAGES = {
  pageNotFound: 'Page introuvable',
  slugTaken: 'Ce slug est déjà utilisé par une autre page',
} as const;
