import { CLOSE, snack } from './snack.ts';

/** The staff order page's shipping snackbars (issue 22): a parcel sent, its invoice issued, a failure. */
export const SHIPPING_SNACKBARS = {
  shipped: (parcel: string, invoice: string | undefined) => snack(invoice ? `Colis ${parcel} expédié, facture ${invoice} émise` : `Colis ${parcel} expédié`, 'success', 4000),
  invoiceIssued: (invoice: string) => snack(`Facture ${invoice} émise et envoyée au client`, 'success', 4000),
  invoiceFailed: (reason: string) => snack(reason, 'error', 5000, CLOSE),
  deliveryNoteFailed: snack('Erreur lors du téléchargement du bon de livraison', 'error', 5000, CLOSE),
} as const;

/** Shown when the server gives no reason of its own. */
export const SHIPPING_ERRORS = {
  shipFailed: "Erreur lors de l'expédition",
  invoiceFailed: "Erreur lors de l'émission de la facture",
  loadFailed: 'Erreur lors du chargement des expéditions',
} as const;
