import { fromCents, toCents } from '../rules/money.ts';
import { priceBeforeTaxCents } from '../rules/vat.ts';
import { readNumber } from '../schemas/coerce.ts';

/** A price with tax cell (TTC) as the catalogue's price before tax (HT), to the cent; undefined when it is not a number. */
export function priceCellBeforeTax(cell: string): string | undefined {
  const value = readNumber(cell);
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return String(fromCents(priceBeforeTaxCents(toCents(value))));
}
