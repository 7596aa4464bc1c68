import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import type { ContractPrice } from './priceListSchemas.ts';
import { typedEuroCents, typedEuros } from './priceListForm.ts';
import type { PriceListFormError } from './priceListForm.ts';

/*
 * A client's contract prices (prix nets, issue 21) as staff type them on the client's page: one
 * line per product, its reference and its price in euros HT. The lines replace the stored ones
 * whole; the API checks the references against the catalogue again.
 */

/** One line as typed. */
export interface ContractPriceFormRow {
  productId: string;
  price: string;
}

/** How long each field of a line may be typed: a reference is a product id (a line of text), a price a number. */
export const CONTRACT_PRICE_FIELD_MAX = { productId: TEXT_LIMITS.line, price: NUMBER_TEXT_MAX } as const;
const REFERENCE_MAX = CONTRACT_PRICE_FIELD_MAX.productId;

/** The lines as contract prices, or every wrong line with its message (line numbers from 1): a blank or repeated reference, a price that is not euros HT. */
export function contractPricesFromForm(rows: readonly ContractPriceFormRow[]): { ok: true; contractPrices: ContractPrice[] } | { ok: false; errors: PriceListFormError[] } {
  const contractPrices: ContractPrice[] = [];
  const errors: PriceListFormError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 1;
    const productId = row.productId.trim();
    const price = typedEuroCents(row.price);
    if (productId === '') errors.push({ row: line, message: 'Référence requise' });
    else if (productId.length > REFERENCE_MAX) errors.push({ row: line, message: `${REFERENCE_MAX} caractères au plus` });
    else if (seen.has(productId)) errors.push({ row: line, message: `${productId} figure déjà ligne ${seen.get(productId)}` });
    else if (!price.ok) errors.push({ row: line, message: price.message });
    else contractPrices.push({ productId, priceCents: price.cents });
    if (productId !== '' && !seen.has(productId)) seen.set(productId, line);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, contractPrices };
}

/** Stored contract prices as the form's lines. */
export const contractPriceFormRows = (entries: readonly ContractPrice[]): ContractPriceFormRow[] => entries.map((entry) => ({ productId: entry.productId, price: typedEuros(entry.priceCents) }));
