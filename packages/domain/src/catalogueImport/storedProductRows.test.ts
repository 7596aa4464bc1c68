import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product.ts';
import { importedProductStored } from './storedProductRows.ts';

const stored = { id: 'p-7', reference: 'VP00001', name: 'Pile AA', price: 4.38, images: ['a.jpg'], imageUrl: 'a.jpg' } as unknown as Product;
const imported = { id: 'VP00001', reference: 'VP00001', name: 'Pile AA', price: 4.52 } as unknown as Product;

describe('the product an import stores in place of a stored one', () => {
  it('keeps the stored id and photos, and takes the file price', () => {
    expect(importedProductStored(imported, stored)).toMatchObject({ id: 'p-7', images: ['a.jpg'], imageUrl: 'a.jpg', price: 4.52 });
  });

  it('keeps a net-price product net when the file has no « Prix net » column', () => {
    expect(importedProductStored(imported, { ...stored, isNetPrice: true }).isNetPrice).toBe(true);
  });

  it('takes the file’s « Prix net » value when it has one', () => {
    expect(importedProductStored({ ...imported, isNetPrice: false }, { ...stored, isNetPrice: true }).isNetPrice).toBe(false);
    expect(importedProductStored({ ...imported, isNetPrice: true }, stored).isNetPrice).toBe(true);
  });

  it('keeps a hidden product hidden when the file has no state column', () => {
    expect(importedProductStored(imported, { ...stored, hidden: true }).hidden).toBe(true);
    expect(importedProductStored({ ...imported, hidden: false }, { ...stored, hidden: true }).hidden).toBe(false);
  });
});
