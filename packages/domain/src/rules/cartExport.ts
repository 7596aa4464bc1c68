import type { CartLine, CartProduct } from './cart.ts';
import { cartTotals, lineTotal, unitPrice } from './cart.ts';
import { isoDay } from '../format/date.ts';
import { spreadsheetCsv } from './spreadsheetCsv.ts';

// French spreadsheets read "12,50" as a number; a dot would turn it into text or a date.
const decimal = (amount: number): string => amount.toFixed(2).replace('.', ',');

/**
 * The cart as the "export" button downloads it (spec 2 §2.5 leaves the format open): one line per
 * item with reference, name, quantity, unit price and line total before tax, then the totals;
 * semicolon-separated, CRLF line ends, UTF-8 with a BOM so Excel in French opens it as is.
 */
export function cartCsv(items: readonly CartLine<CartProduct & { reference?: string | undefined }>[]): string {
  const totals = cartTotals(items);
  const rows = [
    ['Référence', 'Produit', 'Quantité', 'Prix unitaire HT (€)', 'Total HT (€)'],
    ...items.map((item) => [
      item.product.reference ?? item.product.id,
      item.product.name,
      String(item.quantity),
      decimal(unitPrice(item)),
      decimal(lineTotal(item)),
    ]),
    ['', 'Total HT', String(totals.totalItems), '', decimal(totals.totalHT)],
    ['', 'TVA', '', '', decimal(totals.tva)],
    ['', 'Total TTC', '', '', decimal(totals.totalTTC)],
  ];
  return spreadsheetCsv(rows);
}

/**
 * The export's file name, dated so successive exports do not overwrite each other: the Paris day,
 * as the customer's calendar says (at 00:30 in Paris the UTC day is still yesterday).
 */
export function cartCsvFileName(now: Date): string {
  return `panier-${isoDay(now)}.csv`;
}
