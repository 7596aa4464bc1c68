import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue, validate } from './issues.ts';
import {
  ApiErrorSchema,
  BrandListSchema,
  pagedResultSchema,
  ProductPageSchema,
  successResponseSchema,
  VoltageListSchema,
} from './responses.ts';
import { minimalProduct } from './testFixtures.ts';

describe('pagedResultSchema (spec 2 §3.7 "Paged result")', () => {
  const PageOfNumbers = pagedResultSchema(v.number());

  it('accepts a page', () => {
    const page = v.parse(PageOfNumbers, { items: [1, 2], total: 12, page: 1, pageSize: 2, totalPages: 6 });
    expect(page.items).toEqual([1, 2]);
  });

  it('names the item that does not fit the item schema, and refuses page 0', () => {
    const result = validate(PageOfNumbers, { items: [1, 'x'], total: 2, page: 0, pageSize: 2, totalPages: 1 });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['items.1', 'page']);
  });
});

describe('ProductPageSchema (spec 1 §7)', () => {
  it('reads products and total, completing each product with its defaults', () => {
    const page = v.parse(ProductPageSchema, {
      products: [minimalProduct],
      total: 40000,
    });
    expect(page.products[0]?.isPromoted).toBe(false);
  });
});

describe('BrandListSchema and VoltageListSchema (spec 1 §7)', () => {
  it('read the lists and refuse a bare array', () => {
    expect(v.parse(BrandListSchema, { brands: ['Varta', 'Sony'] }).brands).toEqual(['Varta', 'Sony']);
    expect(v.parse(VoltageListSchema, { voltages: ['1.5', '3.7'] }).voltages).toEqual(['1.5', '3.7']);
    expect(v.is(BrandListSchema, ['Varta'])).toBe(false);
  });
});

describe('successResponseSchema (spec 2 §7.1)', () => {
  it('reads the data of a successful answer and refuses success false', () => {
    const Schema = successResponseSchema(v.array(v.string()));
    expect(v.parse(Schema, { success: true, data: ['a'] }).data).toEqual(['a']);
    expect(v.is(Schema, { success: false, data: [] })).toBe(false);
  });
});

describe('ApiErrorSchema', () => {
  it('reads a message with or without field issues', () => {
    expect(v.is(ApiErrorSchema, { message: 'Produit non trouvé' })).toBe(true);
    const body = { message: 'Erreur de validation', issues: [{ path: 'price', message: 'expected a number, got "abc"' }] };
    expect(v.parse(ApiErrorSchema, body)).toEqual(body);
  });

  it('refuses a body without message', () => {
    const result = validate(ApiErrorSchema, { error: 'x' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual(['message: is required']);
  });
});
