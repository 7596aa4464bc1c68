import type { PricedCartLine } from '../pricing/pricedCart.ts';
import { documentTotalsCents } from './documentTotals.ts';
import type { DocumentTotalsCents } from './documentTotals.ts';
import { paymentTermsText } from './orderPlacement.ts';
import { defaultValidUntil } from './quoteOffer.ts';

/*
 * "Créer une facture depuis le panier" (spec 2 §2.2) as issue 22 wants it: a pro forma, the cart
 * priced as an invoice would be, for a purchasing department to approve before ordering. It is
 * neither numbered in the invoice sequence nor stored, so it is never owed (decision 163).
 */

export const PRO_FORMA_TITLE = 'Facture pro forma';

/** Printed on the document: what a pro forma is not. */
export const PRO_FORMA_NOTICE =
  'Facture pro forma : document non numéroté, sans valeur comptable, qui ne vaut ni commande ni demande de paiement. Les prix sont garantis jusqu’à la date de validité.';

/** One line of the pro forma, in cents HT. */
export interface ProFormaLine {
  reference: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** What the pro forma states: its date, its validity, the customer's terms, its lines and the totals of `documentTotals`. */
export interface ProForma {
  /** `YYYY-MM-DD`, the Paris day it was made. */
  date: string;
  /** `YYYY-MM-DD`: the same 30 days a quote holds by default (`defaultValidUntil`). */
  validUntil: string;
  /** "Paiement à 30 jours fin de facture", from the client's terms. */
  paymentTerms: string;
  lines: ProFormaLine[];
  totals: DocumentTotalsCents;
}

/**
 * The pro forma of a cart priced for its customer (`pricedCart`, i.e. `customerPrice`), made on
 * `today` for a client paying at `paymentTermsDays`; `referenceOf` names a line's product as the
 * catalogue does.
 */
export function proForma(
  lines: readonly PricedCartLine[],
  referenceOf: (productId: string) => string,
  today: string,
  paymentTermsDays: number,
): ProForma {
  return {
    date: today,
    validUntil: defaultValidUntil(today),
    paymentTerms: paymentTermsText(paymentTermsDays),
    lines: lines.map((line) => ({
      reference: referenceOf(line.productId),
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    totals: documentTotalsCents(lines),
  };
}

/**
 * A cart holding products withdrawn from the catalogue since they were put in it (archived, decision
 * 178) gets no pro forma: it would print a price the shop no longer offers for a product it no
 * longer sells (decision 189). The refusal names them by reference; null when every line is sold.
 */
export function proFormaWithdrawnError(withdrawnReferences: readonly string[]): string | null {
  if (withdrawnReferences.length === 0) return null;
  const references = withdrawnReferences.join(', ');
  return withdrawnReferences.length === 1
    ? `Votre panier contient un produit retiré du catalogue (${references}) : retirez-le du panier pour créer la facture pro forma.`
    : `Votre panier contient des produits retirés du catalogue (${references}) : retirez-les du panier pour créer la facture pro forma.`;
}

/** The file the customer saves: dated, never numbered. */
export const proFormaFileName = (proFormaDate: string): string => `facture_pro_forma_${proFormaDate}.pdf`;

/** Said beside "Créer une facture depuis le panier", so a customer knows they will owe nothing. */
export const PRO_FORMA_HINT = 'Le bouton crée une facture pro forma (PDF) de votre panier à vos prix : non numérotée, rien à payer, valable 30 jours, pour faire approuver votre achat avant de commander.';
