import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { customerPrice, customerTerms, priceBreaks, PUBLIC_TERMS } from './customerPrice.ts';
import type { PriceableProduct } from './customerPrice.ts';
import { PriceListSchema } from './priceListSchemas.ts';
import type { PriceList } from './priceListSchemas.ts';

const cell: PriceableProduct = { id: 'P1', category: 'cel', brand: 'Saft', price: 4.38 };
const charger: PriceableProduct = { id: 'P2', category: 'chg', brand: 'CTEK', price: 59.9 };

const list = (entries: Partial<Omit<PriceList, 'id'>>): PriceList => ({ id: 'revendeur', rules: [], netPrices: [], breaks: [], ...entries });

describe('customerPrice', () => {
  it('is the public price without a list, in cents', () => {
    expect(customerPrice(PUBLIC_TERMS, cell)).toEqual({ unitPriceCents: 438, publicPriceCents: 438, source: 'public' });
  });

  it('takes a percentage off the public price, rounded half up to the cent', () => {
    // 4.38 x 0.75 = 3.285 -> 3.29 (half up)
    const terms = customerTerms(list({ rules: [{ scope: 'catalogue', percentOff: 25 }] }));
    expect(customerPrice(terms, cell)).toEqual({ unitPriceCents: 329, publicPriceCents: 438, source: 'rule' });
  });

  it('rounds half up on whole numbers: 0.01 € less 50 % is 0.01 €, 0.04 € less 12.5 % is 0.04 €', () => {
    const terms = customerTerms(list({ rules: [{ scope: 'catalogue', percentOff: 50 }] }));
    expect(customerPrice(terms, { ...cell, price: 0.01 }).unitPriceCents).toBe(1);
    expect(customerPrice(customerTerms(list({ rules: [{ scope: 'catalogue', percentOff: 12.5 }] })), { ...cell, price: 0.04 }).unitPriceCents).toBe(4);
  });

  it('lets the most specific rule win: brand, then category, then the whole catalogue', () => {
    const rules = [
      { scope: 'catalogue', percentOff: 10 },
      { scope: 'category', category: 'cel', percentOff: 20 },
      { scope: 'brand', brand: 'Saft', percentOff: 30 },
    ] as const;
    const terms = customerTerms(list({ rules: [...rules] }));
    expect(customerPrice(terms, cell).unitPriceCents).toBe(307); // 438 x 0.7 = 306.6
    expect(customerPrice(terms, { ...cell, brand: 'Other' }).unitPriceCents).toBe(350); // 438 x 0.8 = 350.4
    expect(customerPrice(terms, charger).unitPriceCents).toBe(5391); // 5990 x 0.9
  });

  it('puts the list net price before any rule, and the contract price before the list', () => {
    const revendeur = list({ rules: [{ scope: 'catalogue', percentOff: 25 }], netPrices: [{ productId: 'P1', priceCents: 400 }] });
    expect(customerPrice(customerTerms(revendeur), cell)).toMatchObject({ unitPriceCents: 400, source: 'net' });
    const withContract = customerTerms(revendeur, [{ productId: 'P1', priceCents: 350 }]);
    expect(customerPrice(withContract, cell)).toMatchObject({ unitPriceCents: 350, source: 'contract' });
    // The contract names P1 only: P2 keeps the list's rule.
    expect(customerPrice(withContract, charger)).toMatchObject({ unitPriceCents: 4493, source: 'rule' });
  });

  it('applies the highest quantity break reached, on top of the price otherwise paid', () => {
    const terms = customerTerms(
      list({
        rules: [{ scope: 'catalogue', percentOff: 10 }],
        breaks: [
          { scope: 'category', category: 'cel', minQuantity: 10, kind: 'percentOff', percentOff: 5 },
          { scope: 'category', category: 'cel', minQuantity: 50, kind: 'percentOff', percentOff: 10 },
        ],
      }),
    );
    expect(customerPrice(terms, cell, 9).unitPriceCents).toBe(394); // 438 x 0.9 = 394.2
    expect(customerPrice(terms, cell, 10)).toEqual({ unitPriceCents: 374, publicPriceCents: 438, source: 'rule', fromQuantity: 10 }); // 394 x 0.95 = 374.3
    expect(customerPrice(terms, cell, 50)).toMatchObject({ unitPriceCents: 355, fromQuantity: 50 }); // 394 x 0.9 = 354.6
    expect(customerPrice(terms, charger, 50).fromQuantity).toBeUndefined();
  });

  it('uses a break unit price only when it is lower, and the product break before a category break', () => {
    const terms = customerTerms(
      list({
        breaks: [
          { scope: 'category', category: 'cel', minQuantity: 10, kind: 'percentOff', percentOff: 50 },
          { scope: 'product', productId: 'P1', minQuantity: 10, kind: 'unitPrice', priceCents: 395 },
        ],
      }),
      [],
    );
    expect(customerPrice(terms, cell, 10)).toMatchObject({ unitPriceCents: 395, fromQuantity: 10 });
    const contract = customerTerms(list({ breaks: [{ scope: 'product', productId: 'P1', minQuantity: 10, kind: 'unitPrice', priceCents: 395 }] }), [
      { productId: 'P1', priceCents: 300 },
    ]);
    expect(customerPrice(contract, cell, 10).unitPriceCents).toBe(300);
  });

  it('gives a net-price product no rule nor wider break, but its contract, list net price and own breaks still apply', () => {
    const netCell: PriceableProduct = { ...cell, isNetPrice: true };
    const terms = customerTerms(
      list({
        rules: [{ scope: 'catalogue', percentOff: 25 }, { scope: 'brand', brand: 'Saft', percentOff: 30 }],
        breaks: [{ scope: 'category', category: 'cel', minQuantity: 10, kind: 'percentOff', percentOff: 5 }],
      }),
    );
    expect(customerPrice(terms, netCell, 10)).toEqual({ unitPriceCents: 438, publicPriceCents: 438, source: 'public' });
    expect(customerPrice(terms, cell, 10).unitPriceCents).toBe(292); // the same product not net: 438 x 0.7 = 307, less 5 %
    const own = customerTerms(
      list({ netPrices: [{ productId: 'P1', priceCents: 400 }], breaks: [{ scope: 'product', productId: 'P1', minQuantity: 10, kind: 'unitPrice', priceCents: 390 }] }),
    );
    expect(customerPrice(own, netCell)).toEqual({ unitPriceCents: 400, publicPriceCents: 438, source: 'net' });
    expect(customerPrice(own, netCell, 10).unitPriceCents).toBe(390);
    const contract = customerTerms(list({ rules: [{ scope: 'catalogue', percentOff: 25 }] }), [{ productId: 'P1', priceCents: 350 }]);
    expect(customerPrice(contract, netCell)).toEqual({ unitPriceCents: 350, publicPriceCents: 438, source: 'contract' });
  });

  it('never goes below zero', () => {
    const terms = customerTerms(list({ rules: [{ scope: 'catalogue', percentOff: 100 }], breaks: [{ scope: 'catalogue', minQuantity: 2, kind: 'percentOff', percentOff: 100 }] }));
    expect(customerPrice(terms, cell, 5).unitPriceCents).toBe(0);
    expect(customerPrice(PUBLIC_TERMS, { ...cell, price: -3 }).unitPriceCents).toBe(0);
  });
});

describe('priceBreaks', () => {
  it('lists each threshold that lowers the unit price, in increasing quantities', () => {
    const terms = customerTerms(
      list({
        breaks: [
          { scope: 'category', category: 'cel', minQuantity: 50, kind: 'unitPrice', priceCents: 380 },
          { scope: 'category', category: 'cel', minQuantity: 10, kind: 'unitPrice', priceCents: 395 },
          { scope: 'category', category: 'cel', minQuantity: 100, kind: 'unitPrice', priceCents: 500 },
        ],
      }),
    );
    expect(priceBreaks(terms, cell)).toEqual([
      { fromQuantity: 10, unitPriceCents: 395 },
      { fromQuantity: 50, unitPriceCents: 380 },
    ]);
    expect(priceBreaks(terms, charger)).toEqual([]);
  });
});

describe('PriceListSchema', () => {
  const parse = (breaks: unknown[], rules: unknown[] = [], netPrices: unknown[] = []) =>
    v.safeParse(PriceListSchema, { id: 'premium', rules, netPrices, breaks });

  it('accepts rules, net prices and breaks of every kind', () => {
    expect(
      parse(
        [{ scope: 'product', productId: 'P1', minQuantity: 10, kind: 'unitPrice', priceCents: 395 }],
        [{ scope: 'brand', brand: 'Saft', percentOff: 12.5 }],
        [{ productId: 'P1', priceCents: 400 }],
      ).success,
    ).toBe(true);
  });

  it('refuses a break below 2 units, a percentage above 100, a negative price', () => {
    expect(parse([{ scope: 'catalogue', minQuantity: 1, kind: 'percentOff', percentOff: 5 }]).success).toBe(false);
    expect(parse([], [{ scope: 'catalogue', percentOff: 101 }]).success).toBe(false);
    expect(parse([], [], [{ productId: 'P1', priceCents: -1 }]).success).toBe(false);
    expect(parse([], [{ scope: 'shelf', percentOff: 5 }]).success).toBe(false);
  });
});
