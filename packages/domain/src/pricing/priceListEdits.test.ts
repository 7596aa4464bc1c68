import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from '../schemas/issues.ts';
import { ContractPricesBodySchema, duplicateEntries, PriceListContentSchema, unknownReferences } from './priceListEdits.ts';

const frenchMessages = (input: unknown) => {
  const result = validate(PriceListContentSchema, input, 'fr');
  return result.ok ? [] : result.issues.map((issue) => issue.message);
};

describe('what staff send from /admin/tarifs', () => {
  it('refuses a negative price, a break below 2 units and a percentage above 100, each with its own French message', () => {
    expect(frenchMessages({ rules: [], netPrices: [{ productId: 'VP00002', priceCents: -1 }], breaks: [] })).toEqual(['Le prix ne peut pas être négatif']);
    expect(frenchMessages({ rules: [], netPrices: [], breaks: [{ scope: 'catalogue', minQuantity: 1, kind: 'percentOff', percentOff: 5 }] })).toEqual(['Un palier commence à 2 unités au moins']);
    expect(frenchMessages({ rules: [{ scope: 'catalogue', percentOff: 101 }], netPrices: [], breaks: [] })).toEqual(['Le pourcentage doit être compris entre 0 et 100']);
    expect(v.is(ContractPricesBodySchema, { contractPrices: [{ productId: 'VP00002', priceCents: 395 }] })).toBe(true);
  });

  it('names each reference the catalogue lacks once, from net prices, product breaks or contract prices', () => {
    const exists = (id: string) => id === 'VP00002';
    const content = {
      rules: [],
      netPrices: [{ productId: 'XX1', priceCents: 100 }, { productId: 'VP00002', priceCents: 100 }],
      breaks: [{ scope: 'product' as const, productId: 'XX1', minQuantity: 10, kind: 'unitPrice' as const, priceCents: 90 }, { scope: 'product' as const, productId: 'XX2', minQuantity: 10, kind: 'unitPrice' as const, priceCents: 90 }],
    };
    expect(unknownReferences(content, exists)).toEqual(['XX1', 'XX2']);
    expect(unknownReferences({ contractPrices: [{ productId: 'XX3', priceCents: 1 }] }, exists)).toEqual(['XX3']);
  });

  it('names an entry sent twice, which a list cannot hold', () => {
    expect(duplicateEntries({ rules: [{ scope: 'brand', brand: 'Varta', percentOff: 10 }, { scope: 'brand', brand: 'Varta', percentOff: 20 }], netPrices: [], breaks: [] })).toEqual(['règle brand:Varta']);
  });
});
