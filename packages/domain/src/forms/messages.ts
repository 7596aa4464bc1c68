import { CLOSE, snack } from './snack.ts';
import { EMPTY_CART_ALERT } from '../rules/cartSidebar.ts';
import { PRODUCT_UNAVAILABLE_MESSAGE } from '../rules/productDisplay.ts';

export { DEFAULT_SNACKBAR_MS, type SnackbarMessage, type SnackbarTone } from './snack.ts';

// The storefront's snackbars (the customer areas' are in accountMessages.ts, the administration's in
// adminMessages.ts): a public page's first load carries these alone.

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
  unavailable: snack(PRODUCT_UNAVAILABLE_MESSAGE, 'warning'),
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

/** Catalogue with cart and user dashboard (spec 2 section 8): 4 s, 6 s for an error. */
export const CART_CATALOGUE_SNACKBARS = {
  added: (name: string) => snack(`${name} ajouté au panier`, 'success', 4000),
  addFailed: snack("Erreur lors de l'ajout au panier. Veuillez réessayer.", 'error', 6000),
  unavailable: snack(PRODUCT_UNAVAILABLE_MESSAGE, 'warning', 4000),
  signInToAdd: snack('Veuillez vous connecter pour ajouter des produits au panier', 'warning', 4000),
  emptyCart: snack(EMPTY_CART_ALERT, 'warning', 4000),
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
