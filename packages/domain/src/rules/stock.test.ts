import { describe, expect, it } from 'vitest';
import { deliveryEstimate, FREE_DELIVERY_TEXT, FREE_DELIVERY_THRESHOLD_EUR, isInStock, isLowStock, stockStatus } from './stock.ts';

describe('stockStatus (spec 1 section 4)', () => {
  it('is En stock above 10', () => {
    expect(stockStatus(11)).toEqual({ kind: 'in_stock', label: 'En stock' });
    expect(stockStatus(500)).toEqual({ kind: 'in_stock', label: 'En stock' });
  });

  it('is Stock limité from 1 to 10', () => {
    expect(stockStatus(10)).toEqual({ kind: 'low', label: 'Stock limité' });
    expect(stockStatus(1)).toEqual({ kind: 'low', label: 'Stock limité' });
  });

  it('is Rupture de stock at 0 or below', () => {
    expect(stockStatus(0)).toEqual({ kind: 'out', label: 'Rupture de stock' });
    expect(stockStatus(-2)).toEqual({ kind: 'out', label: 'Rupture de stock' });
  });
});

describe('isLowStock (spec 2 section 2.5, stock <= 5)', () => {
  it('is true at 5 and below, false from 6', () => {
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(1)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });
});

describe('delivery texts (spec 1 product detail page, section 9)', () => {
  it('promises 24-48h with stock and 5-7 jours without', () => {
    expect(deliveryEstimate(1)).toBe('Expédition sous 24-48h');
    expect(deliveryEstimate(0)).toBe('Expédition sous 5-7 jours');
  });

  it('offers free delivery from 500 euros', () => {
    expect(FREE_DELIVERY_THRESHOLD_EUR).toBe(500);
    expect(FREE_DELIVERY_TEXT).toBe('Livraison gratuite à partir de 500€');
  });
});

describe('isInStock (spec 2 §5: the product must be in stock)', () => {
  it('needs inStock and some stock', () => {
    expect(isInStock({ inStock: true, stock: 1 })).toBe(true);
    expect(isInStock({ inStock: true, stock: 0 })).toBe(false);
    expect(isInStock({ inStock: false, stock: 5 })).toBe(false);
  });

  it('takes the defaults inStock true and stock 1 when missing (spec 1 §3)', () => {
    expect(isInStock({})).toBe(true);
  });
});
