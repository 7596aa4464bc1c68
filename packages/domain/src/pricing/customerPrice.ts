import { toCents } from '../rules/money.ts';
import type { ContractPrice, PriceList, PriceRule, PriceScope, QuantityBreak } from './priceListSchemas.ts';

/** What pricing reads of a product: its id, category (rayon code), brand and public price HT in euros. */
export interface PriceableProduct {
  id: string;
  category: string;
  brand?: string | undefined;
  price: number;
  /** Sold at a net price (« Prix net »): only what is set on the product itself lowers it (decision 188). */
  isNetPrice?: boolean | undefined;
}

/** Where a customer's unit price came from, before any quantity break. */
export type PriceSource = 'contract' | 'net' | 'rule' | 'public';

export interface CustomerPrice {
  /** What the customer pays for one unit at this quantity, HT, in cents. */
  unitPriceCents: number;
  /** The catalogue price HT in cents, struck through where it differs. */
  publicPriceCents: number;
  source: PriceSource;
  /** The break applied, if any. */
  fromQuantity?: number;
}

/**
 * A customer's terms of trade indexed once for many lookups (a catalogue page, a cart): the
 * contract prices and the list's net prices by product, its rules and breaks by scope.
 */
export interface CustomerTerms {
  contract: ReadonlyMap<string, number>;
  net: ReadonlyMap<string, number>;
  rules: ReadonlyMap<string, PriceRule>;
  breaks: ReadonlyMap<string, readonly QuantityBreak[]>;
}

type Scoped = PriceScope | { scope: 'product'; productId: string };

const scopeKey = (scoped: Scoped): string => {
  switch (scoped.scope) {
    case 'catalogue':
      return 'catalogue';
    case 'category':
      return `category:${scoped.category}`;
    case 'brand':
      return `brand:${scoped.brand}`;
    case 'product':
      return `product:${scoped.productId}`;
  }
};

/**
 * The scopes that cover a product, most specific first (decision record 060: brand before category).
 * A net-price product takes no discount of a wider scope: only its own (decision record 188).
 */
const scopesOf = (product: PriceableProduct): string[] =>
  product.isNetPrice === true
    ? [`product:${product.id}`]
    : [`product:${product.id}`, ...(product.brand ? [`brand:${product.brand}`] : []), `category:${product.category}`, 'catalogue'];

function groupBreaks(breaks: readonly QuantityBreak[]): Map<string, QuantityBreak[]> {
  const grouped = new Map<string, QuantityBreak[]>();
  for (const entry of breaks) grouped.set(scopeKey(entry), [...(grouped.get(scopeKey(entry)) ?? []), entry]);
  for (const list of grouped.values()) list.sort((a, b) => b.minQuantity - a.minQuantity);
  return grouped;
}

/** Indexes a list (none: the public price) and a client's contract prices. */
export function customerTerms(list: PriceList | undefined, contract: readonly ContractPrice[] = []): CustomerTerms {
  return {
    contract: new Map(contract.map((entry) => [entry.productId, entry.priceCents])),
    net: new Map((list?.netPrices ?? []).map((entry) => [entry.productId, entry.priceCents])),
    // A later rule of the same scope replaces an earlier one, as the last line of an import would.
    rules: new Map((list?.rules ?? []).map((rule) => [scopeKey(rule), rule])),
    breaks: groupBreaks(list?.breaks ?? []),
  };
}

/** The public price's terms: what visitors pay. */
export const PUBLIC_TERMS: CustomerTerms = customerTerms(undefined);

/** `cents` less `percent` %, in whole cents rounded half up, computed on integers (basis points). */
function percentOffCents(cents: number, percent: number): number {
  const keptBasisPoints = 10_000 - Math.round(percent * 100);
  return Math.max(0, Math.floor((cents * keptBasisPoints + 5_000) / 10_000));
}

function basePrice(terms: CustomerTerms, product: PriceableProduct, publicPriceCents: number): { cents: number; source: PriceSource } {
  const contract = terms.contract.get(product.id);
  if (contract !== undefined) return { cents: contract, source: 'contract' };
  const net = terms.net.get(product.id);
  if (net !== undefined) return { cents: net, source: 'net' };
  for (const scope of scopesOf(product)) {
    const rule = terms.rules.get(scope);
    if (rule) return { cents: percentOffCents(publicPriceCents, rule.percentOff), source: 'rule' };
  }
  return { cents: publicPriceCents, source: 'public' };
}

/** The break reached at `quantity`: the highest threshold reached, in the most specific scope that has one. */
function reachedBreak(terms: CustomerTerms, product: PriceableProduct, quantity: number): QuantityBreak | undefined {
  for (const scope of scopesOf(product)) {
    const reached = terms.breaks.get(scope)?.find((entry) => entry.minQuantity <= quantity);
    if (reached) return reached;
  }
  return undefined;
}

/**
 * What a customer pays for one unit of a product bought `quantity` at a time, HT, in cents:
 * their contract price, else their list's net price, else the most specific rule of their list
 * off the public price, else the public price; then the quantity break reached, on top. A break's
 * unit price applies only when it is lower: buying more never costs more per unit.
 * A product sold at a net price takes no rule or break of a brand, a category or the catalogue:
 * only a contract price, its list net price and its own breaks lower it.
 * Percentages are rounded half up to the cent; no price is ever below zero.
 */
export function customerPrice(terms: CustomerTerms, product: PriceableProduct, quantity = 1): CustomerPrice {
  const publicPriceCents = Math.max(0, toCents(product.price));
  const base = basePrice(terms, product, publicPriceCents);
  const reached = reachedBreak(terms, product, quantity);
  if (!reached) return { unitPriceCents: base.cents, publicPriceCents, source: base.source };
  const withBreak = reached.kind === 'unitPrice' ? Math.min(base.cents, reached.priceCents) : percentOffCents(base.cents, reached.percentOff);
  return { unitPriceCents: withBreak, publicPriceCents, source: base.source, fromQuantity: reached.minQuantity };
}

/** A product's quantity breaks as the product page lists them: "À partir de 10 : 3,95 € HT". */
export interface PriceBreakLine {
  fromQuantity: number;
  unitPriceCents: number;
}

/** Every threshold that lowers the unit price, in increasing quantities, each priced by customerPrice. */
export function priceBreaks(terms: CustomerTerms, product: PriceableProduct): PriceBreakLine[] {
  const thresholds = new Set<number>();
  for (const scope of scopesOf(product)) for (const entry of terms.breaks.get(scope) ?? []) thresholds.add(entry.minQuantity);
  let previous = customerPrice(terms, product, 1).unitPriceCents;
  const lines: PriceBreakLine[] = [];
  for (const fromQuantity of [...thresholds].sort((a, b) => a - b)) {
    const price = customerPrice(terms, product, fromQuantity);
    if (price.fromQuantity === fromQuantity && price.unitPriceCents < previous) {
      lines.push({ fromQuantity, unitPriceCents: price.unitPriceCents });
      previous = price.unitPriceCents;
    }
  }
  return lines;
}
