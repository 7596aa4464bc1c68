import { formatEuros, formatEurosHT } from '../format/numbers.ts';
import { fromCents } from '../rules/money.ts';
import type { PriceBreakLine } from './customerPrice.ts';

/** A quantity break as the product page lists it: "À partir de 10 : 3,95 € HT". */
export function priceBreakText(line: PriceBreakLine): string {
  return `À partir de ${line.fromQuantity} : ${formatEurosHT(fromCents(line.unitPriceCents))}`;
}

/**
 * A cart line priced at today's price, when that differs from the price of the day it was added:
 * "Prix mis à jour : 4,38 € → 4,52 € HT". Nothing when the price did not change.
 */
export function priceUpdatedText(addedCents: number, todayCents: number): string | undefined {
  if (addedCents === todayCents) return undefined;
  return `Prix mis à jour : ${formatEuros(fromCents(addedCents))} → ${formatEurosHT(fromCents(todayCents))}`;
}

/** The label of a product sold at a net price (issue 21), on its page, its cards and cart lines. */
export const NET_PRICE_LABEL = 'Prix net';

/** What the product page says of a net-price product: the terms of sale's returns clause (spec 2 §2.6). */
export const NET_PRICE_RETURNS_TEXT = 'Article à prix net : aucune remise ne s’y applique et il n’est ni repris ni échangé (conditions générales de vente, article 8).';
