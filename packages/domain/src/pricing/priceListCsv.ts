import { AMOUNT_MAX, COUNT_MAX, TEXT_LIMITS } from '../limits.ts';
import type { PriceListContent } from './priceListEdits.ts';
import type { NetPrice, PriceRule, QuantityBreak } from './priceListSchemas.ts';

/*
 * A price list as a CSV (`otech import prices`, `otech export prices`, issue 21): one line per
 * rule, net price or quantity break, prices in euros HT, percentages off. Its columns and examples
 * are in docs/pricing.md. Messages are the CLI's, in English, each naming its column.
 */

export const PRICE_CSV_COLUMNS = ['type', 'scope', 'target', 'min_quantity', 'price_ht', 'percent_off'] as const;
type Column = (typeof PRICE_CSV_COLUMNS)[number];

export interface PriceCsvRow {
  line: number;
  cells: Readonly<Partial<Record<Column, string>>>;
}

export interface PriceCsvIssue {
  line: number;
  column: Column;
  reason: string;
}

export interface PriceCsvPlan {
  content: PriceListContent;
  /** Lines read into `content`. */
  validLines: number;
  issues: PriceCsvIssue[];
}

class RowIssue extends Error {
  constructor(
    readonly column: Column,
    reason: string,
  ) {
    super(reason);
  }
}

/** The header's columns that are not the format's, and the format's that are missing (`type` … `percent_off`). */
export function priceCsvHeaderProblems(header: readonly string[]): string[] {
  const names = header.map((name) => name.trim().toLowerCase());
  return [
    ...PRICE_CSV_COLUMNS.filter((column) => !names.includes(column)).map((column) => `missing column ${column}`),
    ...names.filter((name) => name !== '' && !(PRICE_CSV_COLUMNS as readonly string[]).includes(name)).map((name) => `unknown column ${name}`),
  ];
}

const cell = (row: PriceCsvRow, column: Column) => (row.cells[column] ?? '').trim();

function decimal(row: PriceCsvRow, column: Column): number {
  const text = cell(row, column).replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RowIssue(column, `expected a number, got "${cell(row, column)}"`);
  return Number(text);
}

/** Euros HT to whole cents: a negative price, or one with more than 2 decimals, is refused. */
function priceCents(row: PriceCsvRow): number {
  const euros = decimal(row, 'price_ht');
  if (euros < 0) throw new RowIssue('price_ht', `negative price ${cell(row, 'price_ht')}: a price is 0 or more`);
  if (euros > AMOUNT_MAX) throw new RowIssue('price_ht', `price ${cell(row, 'price_ht')} above ${AMOUNT_MAX}`);
  if (!/^-?\d+([.,]\d{1,2})?$/.test(cell(row, 'price_ht'))) throw new RowIssue('price_ht', `price ${cell(row, 'price_ht')} has more than 2 decimals (cents)`);
  return Math.round(euros * 100);
}

function percentOff(row: PriceCsvRow): number {
  const percent = decimal(row, 'percent_off');
  if (percent > 100) throw new RowIssue('percent_off', `percentage ${cell(row, 'percent_off')} above 100`);
  if (percent < 0) throw new RowIssue('percent_off', `negative percentage ${cell(row, 'percent_off')}: a percentage off is 0 to 100`);
  if (!/^-?\d+([.,]\d{1,2})?$/.test(cell(row, 'percent_off'))) throw new RowIssue('percent_off', `percentage ${cell(row, 'percent_off')} has more than 2 decimals`);
  return percent;
}

function minQuantity(row: PriceCsvRow): number {
  const text = cell(row, 'min_quantity');
  if (!/^-?\d+$/.test(text)) throw new RowIssue('min_quantity', `expected a whole number of units, got "${text}"`);
  const units = Number(text);
  if (units < 2) throw new RowIssue('min_quantity', `break below 2 units (${text}): a quantity break starts at 2 units`);
  if (units > COUNT_MAX) throw new RowIssue('min_quantity', `break above ${COUNT_MAX} units`);
  return units;
}

function target(row: PriceCsvRow, what: string): string {
  const text = cell(row, 'target');
  if (text === '') throw new RowIssue('target', `the ${what} is required`);
  if (text.length > TEXT_LIMITS.line) throw new RowIssue('target', `${TEXT_LIMITS.line} characters or less`);
  return text;
}

type Scope = { scope: 'catalogue' } | { scope: 'category'; category: string } | { scope: 'brand'; brand: string } | { scope: 'product'; productId: string };

function scopeOf(row: PriceCsvRow, exists: (productId: string) => boolean, allowed: readonly Scope['scope'][]): Scope {
  const scope = cell(row, 'scope').toLowerCase();
  if (!(allowed as readonly string[]).includes(scope)) throw new RowIssue('scope', `expected ${allowed.join(', ')}, got "${cell(row, 'scope')}"`);
  switch (scope) {
    case 'category':
      return { scope, category: target(row, 'category') };
    case 'brand':
      return { scope, brand: target(row, 'brand') };
    case 'product': {
      const productId = target(row, 'product reference');
      if (!exists(productId)) throw new RowIssue('target', `unknown reference ${productId}`);
      return { scope, productId };
    }
    default:
      return { scope: 'catalogue' };
  }
}

type Entry = { rule: PriceRule } | { net: NetPrice } | { break: QuantityBreak };

function entryOf(row: PriceCsvRow, exists: (productId: string) => boolean): Entry {
  const type = cell(row, 'type').toLowerCase();
  switch (type) {
    case 'rule':
      return { rule: { ...(scopeOf(row, exists, ['catalogue', 'category', 'brand']) as Exclude<Scope, { scope: 'product' }>), percentOff: percentOff(row) } };
    case 'net': {
      const scope = scopeOf(row, exists, ['product']) as { productId: string };
      return { net: { productId: scope.productId, priceCents: priceCents(row) } };
    }
    case 'break': {
      const scope = scopeOf(row, exists, ['catalogue', 'category', 'brand', 'product']);
      const hasPrice = cell(row, 'price_ht') !== '';
      if (hasPrice === (cell(row, 'percent_off') !== '')) throw new RowIssue('price_ht', 'a break has either price_ht or percent_off, not both nor neither');
      const amount = hasPrice ? { kind: 'unitPrice' as const, priceCents: priceCents(row) } : { kind: 'percentOff' as const, percentOff: percentOff(row) };
      return { break: { ...scope, minQuantity: minQuantity(row), ...amount } };
    }
    default:
      throw new RowIssue('type', `expected rule, net or break, got "${cell(row, 'type')}"`);
  }
}

const keyOf = (entry: Entry): string => {
  if ('net' in entry) return `net price of ${entry.net.productId}`;
  const scoped = 'rule' in entry ? entry.rule : entry.break;
  const what = scoped.scope === 'catalogue' ? 'the whole catalogue' : scoped.scope === 'category' ? `category ${scoped.category}` : scoped.scope === 'brand' ? `brand ${scoped.brand}` : `product ${scoped.productId}`;
  return 'rule' in entry ? `rule for ${what}` : `break from ${entry.break.minQuantity} for ${what}`;
};

/** Reads the rows into a list's content; each bad row is reported by line and column and left out. */
export function priceListFromCsv(rows: Iterable<PriceCsvRow>, exists: (productId: string) => boolean): PriceCsvPlan {
  const content: PriceListContent = { rules: [], netPrices: [], breaks: [] };
  const issues: PriceCsvIssue[] = [];
  const firstLineOf = new Map<string, number>();
  let validLines = 0;
  for (const row of rows) {
    try {
      const entry = entryOf(row, exists);
      const key = keyOf(entry);
      const first = firstLineOf.get(key);
      if (first !== undefined) throw new RowIssue('target', `the ${key} is already on line ${first}`);
      firstLineOf.set(key, row.line);
      if ('rule' in entry) content.rules.push(entry.rule);
      else if ('net' in entry) content.netPrices.push(entry.net);
      else content.breaks.push(entry.break);
      validLines += 1;
    } catch (error) {
      if (!(error instanceof RowIssue)) throw error;
      issues.push({ line: row.line, column: error.column, reason: error.message });
    }
  }
  return { content, validLines, issues };
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const scopeCells = (entry: Scope): [string, string] => [entry.scope, entry.scope === 'catalogue' ? '' : entry.scope === 'category' ? entry.category : entry.scope === 'brand' ? entry.brand : entry.productId];

/** A list's content as the CSV's rows, header first: what `otech import prices` reads back unchanged. */
export function priceListCsvRows(content: PriceListContent): string[][] {
  return [
    [...PRICE_CSV_COLUMNS],
    ...content.rules.map((rule) => ['rule', ...scopeCells(rule), '', '', String(rule.percentOff)]),
    ...content.netPrices.map((net) => ['net', 'product', net.productId, '', euros(net.priceCents), '']),
    ...content.breaks.map((entry) => [
      'break',
      ...scopeCells(entry),
      String(entry.minQuantity),
      entry.kind === 'unitPrice' ? euros(entry.priceCents) : '',
      entry.kind === 'percentOff' ? String(entry.percentOff) : '',
    ]),
  ];
}
