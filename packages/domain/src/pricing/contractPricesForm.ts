import * as v from 'valibot';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import type { ContractPrice } from './priceListSchemas.ts';
import { lineFieldPath, typedEurosField, typedEuros } from './priceListForm.ts';

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

const ContractPriceLineSchema = v.object({
  productId: v.pipe(v.string(), v.maxLength(REFERENCE_MAX, `${REFERENCE_MAX} caractères au plus`), v.trim(), v.nonEmpty('Référence requise')),
  price: typedEurosField,
});

/** A product on two lines: the second names the first. */
function eachProductOnce<Line extends { productId: string }>() {
  return v.rawCheck<Line[]>(({ dataset, addIssue }) => {
    // Read even when a price of the list is wrong (the list is then untyped): every wrong field speaks at once.
    const lines = dataset.value as readonly Line[];
    const seen = new Map<string, number>();
    lines.forEach((line, index) => {
      if (line.productId === '') return;
      const first = seen.get(line.productId);
      if (first === undefined) seen.set(line.productId, index + 1);
      else addIssue({ message: `${line.productId} figure déjà ligne ${first}`, path: lineFieldPath(lines, index, 'productId') });
    });
  });
}

/**
 * The editor's lines as contract prices: each wrong field named in French (a blank or repeated
 * reference, a price that is not euros HT), else the prices in cents.
 */
export const ContractPricesFormSchema = v.pipe(
  v.object({ lines: v.pipe(v.array(ContractPriceLineSchema), eachProductOnce()) }),
  v.transform(({ lines }): ContractPrice[] => lines.map((line) => ({ productId: line.productId, priceCents: line.price }))),
);

/** Stored contract prices as the form's lines. */
export const contractPriceFormRows = (entries: readonly ContractPrice[]): ContractPriceFormRow[] => entries.map((entry) => ({ productId: entry.productId, price: typedEuros(entry.priceCents) }));
