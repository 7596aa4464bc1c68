import * as v from 'valibot';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import type { PriceListContent } from './priceListEdits.ts';
import type { PriceList } from './priceListSchemas.ts';

/*
 * The /admin/tarifs editor's rows (issue 21): what staff type, as text, turned into a list's
 * content, each wrong cell named in French. The API checks the result again (and the references).
 */

const ROW_KINDS = ['rule', 'net', 'break'] as const;
const ROW_SCOPES = ['catalogue', 'category', 'brand', 'product'] as const;
export type RowScope = (typeof ROW_SCOPES)[number];

/** One line of the editor: a rule, a net price or a quantity break, its cells as typed. */
export interface PriceListFormRow {
  kind: (typeof ROW_KINDS)[number];
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

const DECIMAL = /^\d+([.,]\d{1,2})?$/;
const numberText = v.pipe(v.string(), v.maxLength(NUMBER_TEXT_MAX, `${NUMBER_TEXT_MAX} caractères au plus`));

class CellError extends Error {}

/** A price typed in euros HT ("3,95 €") in cents, or why it is not one. */
function typedEuroCents(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const typed = text.trim().replace(/\s|€|HT/gi, '');
  if (typed.startsWith('-')) return { ok: false, message: 'Le prix ne peut pas être négatif' };
  if (!DECIMAL.test(typed)) return { ok: false, message: 'Prix en euros HT attendu, au centime près (ex. 3,95)' };
  return { ok: true, cents: Math.round(Number(typed.replace(',', '.')) * 100) };
}

/** A price field typed in euros HT ("3,95 €"), read as cents; a wrong one says why. */
export const typedEurosField = v.pipe(
  numberText,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = typedEuroCents(dataset.value);
    if (read.ok) return read.cents;
    addIssue({ message: read.message });
    return NEVER;
  }),
);

/** Where a field of one line of a list is, for a message a check of the whole list gives that field (`lines.4.productId`). */
export function lineFieldPath<Line extends object>(lines: readonly Line[], index: number, field: keyof Line & string): [v.ArrayPathItem, v.ObjectPathItem] {
  const line = lines[index];
  return [
    { type: 'array', origin: 'value', input: lines as unknown[], key: index, value: line },
    { type: 'object', origin: 'value', input: line as Record<string, unknown>, key: field, value: line?.[field] },
  ];
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
  const target = row.target;
  if (row.scope !== 'catalogue' && target === '') throw new CellError(row.scope === 'category' ? 'Rayon requis' : row.scope === 'brand' ? 'Marque requise' : 'Référence requise');
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

/** Reads one cell; a wrong one is noted against its field (the line goes on, so every wrong cell is named). */
type CellReader = <T>(field: keyof PriceListFormRow, read: () => T) => T | undefined;

/** The line's rule, net price or break, as a list's content of that one entry; undefined when a cell is wrong. */
function rowContent(row: PriceListFormRow, cell: CellReader): PriceListContent | undefined {
  const content: PriceListContent = { rules: [], netPrices: [], breaks: [] };
  const scope = cell('target', () => scoped(row));
  if (row.kind === 'rule') {
    const percentOff = cell('value', () => percent(row.value));
    if (scope?.scope === 'product') cell('scope', () => { throw new CellError('Une règle couvre le catalogue, un rayon ou une marque'); });
    else if (scope && percentOff !== undefined) content.rules.push({ ...scope, percentOff });
  } else if (row.kind === 'net') {
    const priceCents = cell('value', () => euroCents(row.value));
    if (scope && scope.scope !== 'product') cell('scope', () => { throw new CellError('Un prix net porte sur un produit'); });
    else if (scope && priceCents !== undefined) content.netPrices.push({ productId: scope.productId, priceCents });
  } else {
    const minQuantity = cell('fromQuantity', () => units(row.fromQuantity));
    const amount = cell('value', () => (row.valueKind === 'price' ? { kind: 'unitPrice' as const, priceCents: euroCents(row.value) } : { kind: 'percentOff' as const, percentOff: percent(row.value) }));
    if (scope && minQuantity !== undefined && amount) content.breaks.push({ ...scope, minQuantity, ...amount });
  }
  return content.rules.length + content.netPrices.length + content.breaks.length === 1 ? content : undefined;
}

/** A line read: its entry, or each wrong cell with its message (every wrong cell at once, decision 227). */
function readRow(row: PriceListFormRow): { content?: PriceListContent; wrong: { field: keyof PriceListFormRow; message: string }[] } {
  const wrong: { field: keyof PriceListFormRow; message: string }[] = [];
  const content = rowContent(row, (field, read) => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      wrong.push({ field, message: error.message });
      return undefined;
    }
  });
  return { content, wrong };
}

const rowKindFields = { kind: v.picklist(ROW_KINDS), scope: v.picklist(ROW_SCOPES), valueKind: v.picklist(['price', 'percent']) };
/** A line whose cells are text and whose kinds are known, whatever their lengths: enough to read its cells. */
const ReadableRowSchema = v.object({ ...rowKindFields, target: v.string(), fromQuantity: v.string(), value: v.string() });

/**
 * One line of the editor, read: its entry, or each wrong cell named on its field. The cells are read
 * in a check, which valibot runs even when a field is over its maximum (a transform it would skip),
 * so a too long target does not hide the line's other wrong cells.
 */
const PriceListRowSchema = v.pipe(
  v.object({
    ...rowKindFields,
    target: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line, `${TEXT_LIMITS.line} caractères au plus`), v.trim()),
    fromQuantity: numberText,
    value: numberText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    // Read even when the line is untyped (a field over its maximum): only a cell that is not text is left to the object's own issue.
    const row: unknown = dataset.value;
    if (!v.is(ReadableRowSchema, row)) return;
    const cells = { ...row, target: row.target.trim() };
    for (const { field, message } of readRow(cells).wrong) addIssue({ message, path: [{ type: 'object', origin: 'value', input: row, key: field, value: row[field] }] });
  }),
  // Reached only when no cell is wrong (the check above has named every one), so the line reads as its one entry.
  v.transform((row): PriceListContent => {
    const { content } = readRow(row);
    if (!content) throw new Error('A price list line with no wrong cell reads as one entry');
    return content;
  }),
);

/** The editor's lines as a list's content (rules, net prices, breaks, amounts in cents), each wrong cell named on its field. */
export const PriceListFormSchema = v.pipe(
  v.object({ lines: v.array(PriceListRowSchema) }),
  v.transform(({ lines }): PriceListContent => ({
    rules: lines.flatMap((line) => line.rules),
    netPrices: lines.flatMap((line) => line.netPrices),
    breaks: lines.flatMap((line) => line.breaks),
  })),
);

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
