import { describe, expect, it } from 'vitest';
import { customerTerms, PUBLIC_TERMS } from '../pricing/customerPrice.ts';
import { checkQuickOrder, findQuickOrderProduct, QUICK_ORDER_MESSAGES, validQuickOrderRows } from './quickOrder.ts';
import type { QuickOrderProduct } from './quickOrder.ts';
import { parseQuickOrderText } from './quickOrderRows.ts';

const product = (id: string, fields: Partial<QuickOrderProduct & { ean: string }> = {}): QuickOrderProduct & { ean?: string } => ({
  id,
  reference: id,
  name: `Produit ${id}`,
  category: 'pil',
  brand: 'Varta',
  price: 4.38,
  stock: 50,
  ...fields,
});

const products = [
  product('VP00001', { ean: '3700123456789' }),
  product('VP00002', { stock: 3, restocked: false }),
  product('VP00003', { stock: 3, restockDays: 12 }),
  product('VP00004', { hidden: true }),
  product('VP00005', { inStock: false }),
];
const catalogue = {
  byReference: (reference: string) => products.find((each) => each.reference === reference),
  byEan: (ean: string) => products.find((each) => each.ean === ean),
};

const check = (text: string, terms = PUBLIC_TERMS) => checkQuickOrder(parseQuickOrderText(text), catalogue, terms);

describe('finding a pasted code', () => {
  it('finds by reference as written or in capitals, and by EAN with or without spaces', () => {
    expect(findQuickOrderProduct(catalogue, 'VP00001')?.id).toBe('VP00001');
    expect(findQuickOrderProduct(catalogue, 'vp00001')?.id).toBe('VP00001');
    expect(findQuickOrderProduct(catalogue, '3700123456789')?.id).toBe('VP00001');
    expect(findQuickOrderProduct(catalogue, '3 700123 456789')?.id).toBe('VP00001');
    expect(findQuickOrderProduct(catalogue, '3700123456788')).toBeUndefined();
  });
});

describe('checking a quick order (issue 22)', () => {
  it('prices each valid line for the customer and totals them with documentTotals', () => {
    const terms = customerTerms({ id: 'revendeur', rules: [{ scope: 'brand', brand: 'Varta', percentOff: 25 }], netPrices: [], breaks: [] });
    const result = check('VP00001;10\n3700123456789;2', terms);
    expect(result.lines).toEqual([
      { status: 'valid', line: 1, code: 'VP00001', quantity: 10, product: { id: 'VP00001', reference: 'VP00001', name: 'Produit VP00001' }, unitPriceCents: 329 },
      { status: 'valid', line: 2, code: '3700123456789', quantity: 2, product: { id: 'VP00001', reference: 'VP00001', name: 'Produit VP00001' }, unitPriceCents: 329 },
    ]);
    expect(result.validCount).toBe(2);
    expect(result.refusedCount).toBe(0);
    // 12 x 3.29 = 39.48 HT; contribution 1.75 % = 0.69; TVA 20 % of 40.17 = 8.03.
    expect(result.totals).toEqual({ totalHTCents: 3948, contributionCents: 69, taxableCents: 4017, vatCents: 803, totalTTCCents: 4820 });
  });

  it('names the reason of each refused line, in French, with its line', () => {
    const result = check('INCONNU;1\nVP00004;1\nVP00005;1\nVP00001\nVP00001;0\nVP00001;2,5\nVP00001;1001\n;4');
    expect(result.lines.map((line) => (line.status === 'refused' ? [line.line, line.reason] : [line.line, 'valid']))).toEqual([
      [1, 'Référence ou EAN inconnu : INCONNU'],
      [2, QUICK_ORDER_MESSAGES.outOfRange],
      [3, 'Produit non disponible en stock'],
      [4, 'Quantité manquante'],
      [5, 'Quantité invalide : « 0 » (un nombre entier de 1 à 1000)'],
      [6, 'Quantité invalide : « 2,5 » (un nombre entier de 1 à 1000)'],
      [7, 'Quantité invalide : « 1001 » (un nombre entier de 1 à 1000)'],
      [8, 'Référence ou EAN manquant'],
    ]);
    expect(result.refusedCount).toBe(8);
  });

  it('refuses a quantity above the stock of a product not restocked, and back-orders it otherwise', () => {
    const result = check('VP00002;4\nVP00003;5');
    expect(result.lines[0]).toMatchObject({ status: 'refused', reason: 'Stock insuffisant : 3 disponible(s)' });
    expect(result.lines[1]).toMatchObject({ status: 'valid', quantity: 5, backOrderText: 'Sur commande, délai indicatif : 12 jours' });
  });

  it('checks rows of the same product against its stock together', () => {
    const result = check('VP00002;2\nVP00002;2\nVP00002;1');
    expect(result.lines.map((line) => (line.status === 'refused' ? line.reason : 'valid'))).toEqual(['valid', 'Stock insuffisant : 1 disponible(s)', 'valid']);
  });

  it('prices every row of a product at its summed quantity, the one the cart merges them into', () => {
    const terms = customerTerms({ id: 'revendeur', rules: [], netPrices: [], breaks: [{ scope: 'product', productId: 'VP00001', minQuantity: 10, kind: 'unitPrice', priceCents: 395 }] });
    const result = check('VP00001;6\nVP00003;1\n3700123456789;6', terms);
    expect(result.lines.map((line) => (line.status === 'valid' ? [line.quantity, line.unitPriceCents] : line.reason))).toEqual([
      [6, 395],
      [1, 438],
      [6, 395],
    ]);
    // 12 x 3.95 + 4.38 = 51.78 HT.
    expect(result.totals.totalHTCents).toBe(5178);
    expect(check('VP00001;6', terms).lines[0]).toMatchObject({ unitPriceCents: 438 });
  });

  it('refuses, in French, the row that takes the sum of a product\'s rows above 1000, and keeps the others', () => {
    const result = check('VP00001;600\nVP00001;500\nVP00001;400\nVP00001;1');
    expect(result.lines.map((line) => (line.status === 'refused' ? [line.line, line.reason] : [line.line, 'valid']))).toEqual([
      [1, 'valid'],
      [2, 'Quantité totale trop élevée : 600 déjà demandés pour ce produit sur les lignes précédentes, 1000 au plus en tout'],
      [3, 'valid'],
      [4, 'Quantité totale trop élevée : 1000 déjà demandés pour ce produit sur les lignes précédentes, 1000 au plus en tout'],
    ]);
    expect(result.validCount).toBe(2);
    expect(validQuickOrderRows(result).reduce((sum, row) => sum + Number(row.quantity), 0)).toBe(1000);
  });

  it('sends back only the valid lines for adding, with their lines of the paste', () => {
    expect(validQuickOrderRows(check('VP00001;3\nINCONNU;1\nvp00003;2'))).toEqual([
      { line: 1, code: 'VP00001', quantity: '3' },
      { line: 3, code: 'vp00003', quantity: '2' },
    ]);
  });

  it('totals nothing when no line is valid', () => {
    expect(check('INCONNU;1').totals.totalTTCCents).toBe(0);
  });
});
