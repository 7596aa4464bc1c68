import type { PriceListContent } from './priceListEdits.ts';
import type { PriceList } from './priceListSchemas.ts';

/*
 * The /admin/tarifs editor's rows (issue 21): what staff type, as text, turned into a list's
 * content, each wrong cell named in French. The API checks the result again (and the references).
 */

export type RowScope = 'catalogue' | 'category' | 'brand' | 'product';

/** One line of the editor: a rule, a net price or a quantity break, its cells as typed. */
export interface PriceListFormRow {
  kind: 'rule' | 'net' | 'break';
  scope: RowScope;
  /** The category (rayon code), brand or product reference; empty for the whole catalogue. */
  target: string;
  /** From how many units (breaks). */
  fromQuantity: string;
  /** Euros HT ("3,95") of a net price or a break's unit price, or a percentage off ("25") of a rule or a break. */
  value: string;
  /** A break's value is a unit price HT or a percentage off. */
  valueKind: 'price' | 'percent';
}

export interface PriceListFormError {
  row: number;
  message: string;
}

const DECIMAL = /^\d+([.,]\d{1,2})?$/;

class CellError extends Error {}

/** A price typed in euros HT ("3,95 €") in cents, or why it is not one. */
export function typedEuroCents(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const typed = text.trim().replace(/\s|€|HT/gi, '');
  if (typed.startsWith('-')) return { ok: false, message: 'Le prix ne peut pas être négatif' };
  if (!DECIMAL.test(typed)) return { ok: false, message: 'Prix en euros HT attendu, au centime près (ex. 3,95)' };
  return { ok: true, cents: Math.round(Number(typed.replace(',', '.')) * 100) };
}

function euroCents(text: string): number {
  const read = typedEuroCents(text);
  if (!read.ok) throw new CellError(read.message);
  return read.cents;
}

function percent(text: string): number {
  const typed = text.trim().replace(/\s|%/g, '');
  if (!DECIMAL.test(typed.replace(/^-/, ''))) throw new CellError('Pourcentage attendu (ex. 12,5)');
  const value = Number(typed.replace(',', '.'));
  if (value < 0 || value > 100) throw new CellError('Le pourcentage doit être compris entre 0 et 100');
  return value;
}

function units(text: string): number {
  const typed = text.trim();
  if (!/^-?\d+$/.test(typed)) throw new CellError("Nombre d'unités attendu");
  if (Number(typed) < 2) throw new CellError('Un palier commence à 2 unités au moins');
  return Number(typed);
}

type Scoped = { scope: 'catalogue' } | { scope: 'category'; category: string } | { scope: 'brand'; brand: string } | { scope: 'product'; productId: string };

function scoped(row: PriceListFormRow): Scoped {
  const target = row.target.trim();
  if (row.scope !== 'catalogue' && target === '') throw new CellError(row.scope === 'category' ? 'Rayon requis' : row.scope === 'brand' ? 'Marque requise' : 'Référence requise');
  if (target.length > 255) throw new CellError('255 caractères au plus');
  switch (row.scope) {
    case 'catalogue':
      return { scope: 'catalogue' };
    case 'category':
      return { scope: 'category', category: target };
    case 'brand':
      return { scope: 'brand', brand: target };
    case 'product':
      return { scope: 'product', productId: target };
  }
}

/** The editor's rows as a list's content, or every wrong row with its message (row numbers from 1). */
export function priceListFromForm(rows: readonly PriceListFormRow[]): { ok: true; content: PriceListContent } | { ok: false; errors: PriceListFormError[] } {
  const content: PriceListContent = { rules: [], netPrices: [], breaks: [] };
  const errors: PriceListFormError[] = [];
  rows.forEach((row, index) => {
    try {
      const scope = scoped(row);
      if (row.kind === 'rule') {
        if (scope.scope === 'product') throw new CellError('Une règle couvre le catalogue, un rayon ou une marque');
        content.rules.push({ ...scope, percentOff: percent(row.value) });
      } else if (row.kind === 'net') {
        if (scope.scope !== 'product') throw new CellError("Un prix net porte sur un produit");
        content.netPrices.push({ productId: scope.productId, priceCents: euroCents(row.value) });
      } else {
        const amount = row.valueKind === 'price' ? { kind: 'unitPrice' as const, priceCents: euroCents(row.value) } : { kind: 'percentOff' as const, percentOff: percent(row.value) };
        content.breaks.push({ ...scope, minQuantity: units(row.fromQuantity), ...amount });
      }
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ row: index + 1, message: error.message });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content };
}

const frenchDecimal = (value: number) => String(value).replace('.', ',');
/** Cents as staff type euros back ("3,95"). */
export const typedEuros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const targetOf = (entry: Scoped) => (entry.scope === 'catalogue' ? '' : entry.scope === 'category' ? entry.category : entry.scope === 'brand' ? entry.brand : entry.productId);

/** A stored list as the editor's rows: rules, then net prices, then breaks. */
export function priceListFormRows(list: Pick<PriceList, 'rules' | 'netPrices' | 'breaks'>): PriceListFormRow[] {
  return [
    ...list.rules.map((rule): PriceListFormRow => ({ kind: 'rule', scope: rule.scope, target: targetOf(rule), fromQuantity: '', value: frenchDecimal(rule.percentOff), valueKind: 'percent' })),
    ...list.netPrices.map((net): PriceListFormRow => ({ kind: 'net', scope: 'product', target: net.productId, fromQuantity: '', value: typedEuros(net.priceCents), valueKind: 'price' })),
    ...list.breaks.map(
      (entry): PriceListFormRow => ({
        kind: 'break',
        scope: entry.scope,
        target: targetOf(entry),
        fromQuantity: String(entry.minQuantity),
        value: entry.kind === 'unitPrice' ? typedEuros(entry.priceCents) : frenchDecimal(entry.percentOff),
        valueKind: entry.kind === 'unitPrice' ? 'price' : 'percent',
      }),
    ),
  ];
}

/** How /admin/tarifs says prices are decided (the precedence of customerPrice, docs/pricing.md). */
export const PRICE_PRECEDENCE = [
  'Le prix contrat du client pour ce produit, s’il en a un ;',
  'sinon le prix net de sa grille pour ce produit ;',
  'sinon la règle la plus précise de sa grille (marque, puis rayon, puis tout le catalogue), en pourcentage du prix public ;',
  'sinon le prix public.',
  'Le palier de quantité atteint s’applique ensuite : une remise sur ce prix, ou un prix unitaire s’il est plus bas. Prix HT, au centime arrondi au plus proche, jamais négatifs.',
  'Un produit « Prix net » ne prend aucune règle ni palier de marque, de rayon ou du catalogue : seuls son prix contrat, son prix net de grille et ses propres paliers s’appliquent.',
] as const;
