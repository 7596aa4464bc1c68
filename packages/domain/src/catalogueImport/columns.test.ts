import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.ts';
import { mapHeader } from './columns.ts';

const columnsOf = (header: string[], mapping = {}) => {
  const map = mapHeader(header, mapping);
  return Object.fromEntries(header.map((name, i) => [name, map.byIndex[i] ?? null]));
};

describe('mapHeader', () => {
  it('takes Shopify\'s Variant SKU as the reference and Handle only when nothing better names it', () => {
    expect(columnsOf(['Handle', 'Title', 'Variant SKU'])).toEqual({ Handle: null, Title: 'name', 'Variant SKU': 'reference' });
    expect(columnsOf(['Handle', 'Title'])).toEqual({ Handle: 'reference', Title: 'name' });
  });

  it('gives a plain Description the detailed text when the file also has a short one (Magento, WooCommerce, PrestaShop)', () => {
    expect(columnsOf(['sku', 'description', 'short_description'])).toEqual({ sku: 'reference', description: 'detailedDescription', short_description: 'description' });
    expect(columnsOf(['reference', 'description', 'detailedDescription'])).toEqual({ reference: 'reference', description: 'description', detailedDescription: 'detailedDescription' });
  });

  it('reads the weight unit from the header, and knows none for a bare "weight"', () => {
    expect(mapHeader(['SKU', 'Weight (kg)']).weightUnit).toBe('kg');
    expect(mapHeader(['SKU', 'Weight (lbs)']).weightUnit).toBe('lb');
    expect(mapHeader(['SKU', 'Variant Grams']).weightUnit).toBe('g');
    expect(mapHeader(['reference', 'poids']).weightUnit).toBeUndefined();
    expect(mapHeader(['sku', 'weight']).weightUnit).toBeUndefined();
  });

  it('lets a mapping file name or silence any header, before the built-in names', () => {
    const map = mapHeader(['Artikel', 'Qty on hand', 'SKU'], { columns: { Artikel: 'reference', 'Qty on hand': 'stock', SKU: null } });
    expect(map.byIndex).toEqual(['reference', 'stock', undefined]);
    expect(map.unknown).toEqual([]);
  });

  it('reads the net-price flag under its French or English header, « oui » or « true »', () => {
    for (const header of ['Prix net', 'prix_net', 'Net price', 'isNetPrice']) expect(columnsOf(['SKU', header])).toEqual({ SKU: 'reference', [header]: 'isNetPrice' });
    const product = (flag: string) => parseProduct({ reference: 'R1', name: 'Pile', category: 'vp', price: '2', isNetPrice: flag });
    expect(product('oui')).toMatchObject({ ok: true, product: { isNetPrice: true } });
    expect(product('')).toMatchObject({ ok: true, product: { reference: 'R1' } });
    expect(product('non')).toMatchObject({ ok: true, product: { isNetPrice: false } });
    expect(product('peut-être')).toMatchObject({ ok: false, issues: [{ field: 'isNetPrice', message: 'expected true or false, got "peut-être"' }] });
  });
});
