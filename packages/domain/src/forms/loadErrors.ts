/**
 * What a list or page says, above "Réessayer", when its data could not be loaded. Spec 2 §8 words
 * the account dashboard's ("Erreur lors du chargement des commandes"…); the storefront's, which the
 * spec leaves silent, follow the same wording.
 */
export const LOAD_ERRORS = {
  products: 'Erreur lors du chargement des produits',
  product: 'Erreur lors du chargement du produit',
  cart: 'Erreur lors du chargement du panier',
  quotes: 'Erreur lors du chargement des devis',
  data: 'Erreur lors du chargement des données',
  orders: 'Erreur lors du chargement des commandes',
  invoices: 'Erreur lors du chargement des factures',
  favourites: 'Erreur lors du chargement des favoris',
  addresses: 'Erreur lors du chargement des adresses',
} as const;
