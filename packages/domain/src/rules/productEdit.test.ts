import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product.ts';
import { fieldMaxLengths } from '../forms/fieldLimits.ts';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import { EAN_MAX_DIGITS } from '../schemas/ean.ts';
import { validateForm } from '../forms/validateForm.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { applyProductEdit, NewProductFormSchema, newProduct, ProductEditFormSchema, productEditFormValues, validateProductEditForm, validateStockForm, withStock } from './productEdit.ts';

const product: Product = {
  id: 'VP-AA-001',
  reference: 'VP-AA-001',
  name: 'Pile alcaline AA LR6',
  category: 'vp',
  price: 2.5,
  description: 'Pile 1,5 V',
  ean: '3456789012340',
  images: ['/images/VP-AA-001/thumb/av.jpg'],
  inStock: true,
  stock: 12,
  isPromoted: false,
  certifications: [],
  compatibleWith: [],
  features: [],
};

describe('editing one product from the administration (issue 9)', () => {
  it('reads the typed values back as the product was, French decimals included', () => {
    const values = productEditFormValues(product);
    expect(values).toMatchObject({ price: '2,5', stock: '12', ean: '3456789012340' });
    expect(validateProductEditForm(values)).toEqual({
      ok: true,
      value: { name: 'Pile alcaline AA LR6', description: 'Pile 1,5 V', category: 'vp', ean: '3456789012340', price: 2.5, stock: 12, isPromoted: false, isNetPrice: false },
    });
  });

  it('marks a product sold at a net price, and unmarks it', () => {
    const marked = validateProductEditForm({ ...productEditFormValues(product), isNetPrice: true });
    expect(marked).toMatchObject({ ok: true, value: { isNetPrice: true } });
    const edited = marked.ok ? applyProductEdit(product, marked.value) : product;
    expect(edited.isNetPrice).toBe(true);
    expect(productEditFormValues(edited).isNetPrice).toBe(true);
    expect(productEditFormValues(product).isNetPrice).toBe(false);
  });

  it('names each wrong field in French', () => {
    const checked = validateProductEditForm({ ...productEditFormValues(product), name: ' ', ean: '123', price: 'abc', stock: '1,5' });
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Ce champ est requis', ean: 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide', price: 'Nombre attendu', stock: 'Nombre entier attendu' },
    });
  });

  it('replaces the edited fields, clears a blank description or EAN, and follows the stock for availability, keeping the photos', () => {
    const edit = { name: 'Pile AA', category: 'vc', price: 3, stock: 0, isPromoted: true, isNetPrice: false };
    const edited = applyProductEdit(product, edit);
    expect(edited).toMatchObject({ ...edit, inStock: false, images: product.images, reference: 'VP-AA-001' });
    expect(edited).not.toHaveProperty('description');
    expect(edited).not.toHaveProperty('ean');
  });
});

describe("Logistique's stock count (decision 237)", () => {
  it('changes the stock alone, the product out of stock at 0 and back in stock above', () => {
    expect(withStock(product, 0)).toEqual({ ...product, stock: 0, inStock: false });
    expect(withStock({ ...product, stock: 0, inStock: false }, 5)).toEqual({ ...product, stock: 5, inStock: true });
  });

  it('reads a typed stock as a whole number of units, and names a wrong one in French', () => {
    expect(validateStockForm({ stock: ' 40 ' })).toEqual({ ok: true, value: { stock: 40 } });
    for (const stock of ['', '-2', '2,5', 'dix']) {
      const result = validateStockForm({ stock });
      expect(result.ok, stock).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['stock']);
    }
  });
});

describe("the product editor's field limits", () => {
  it('are the lengths the API accepts, so every input stops there', () => {
    expect(fieldMaxLengths(ProductEditFormSchema)).toEqual({
      name: TEXT_LIMITS.line,
      description: TEXT_LIMITS.long,
      category: TEXT_LIMITS.line,
      ean: EAN_MAX_DIGITS,
      price: NUMBER_TEXT_MAX,
      stock: NUMBER_TEXT_MAX,
      ...Object.fromEntries(['reference', 'brand', 'model', 'voltage', 'capacity', 'technologie', 'weight', 'warranty', 'dimensions', 'terminals', 'lifecycle', 'temperature'].map((field) => [field, TEXT_LIMITS.line])),
    });
  });
});

describe("spec 1 §3's technical fields and new products from the administration (issue 23)", () => {
  const technical: Product = { ...product, brand: 'Varta', voltage: '1.5', capacity: '2600', technologie: 'Alcaline', weight: '23 g', warranty: '2 ans', specifications: { dimensions: '14,5 x 50,5 mm', terminals: 'Plot' } };

  it('edits brand, voltage, capacity, technology, weight, warranty and the specifications, and clears a blank one', () => {
    const values = { ...productEditFormValues(technical), brand: 'Duracell', terminals: '', lifecycle: '500 cycles' };
    const checked = validateProductEditForm(values);
    expect(checked).toEqual({ ok: true, value: expect.objectContaining({ brand: 'Duracell', voltage: '1.5', warranty: '2 ans', specifications: { dimensions: '14,5 x 50,5 mm', lifecycle: '500 cycles' } }) });
    const edited = applyProductEdit(technical, checked.ok ? checked.value : ({} as never));
    expect(edited.specifications).toEqual({ dimensions: '14,5 x 50,5 mm', lifecycle: '500 cycles' });
    const cleared = validateProductEditForm({ ...values, brand: '', dimensions: '', lifecycle: '' });
    expect(applyProductEdit(technical, cleared.ok ? cleared.value : ({} as never))).not.toHaveProperty('brand');
    expect(applyProductEdit(technical, cleared.ok ? cleared.value : ({} as never))).not.toHaveProperty('specifications');
  });

  it('requires a new product’s reference and stores it as its id, with no photo yet', () => {
    const blank = validateForm(NewProductFormSchema, { ...productEditFormValues(undefined, 'vp'), name: 'Pile AAA', price: '1,20', stock: '5' }, FRENCH);
    expect(blank).toEqual({ ok: false, errors: { reference: 'Ce champ est requis' } });
    const typed = validateForm(NewProductFormSchema, { ...productEditFormValues(undefined, 'vp'), reference: 'VP-AAA-9', name: 'Pile AAA', price: '1,20', stock: '0', ean: '3456789012341' }, FRENCH);
    expect(typed.ok ? undefined : typed.errors).toEqual({ ean: 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide' });
    const created = validateForm(NewProductFormSchema, { ...productEditFormValues(undefined, 'vp'), reference: 'VP-AAA-9', name: 'Pile AAA', price: '1,20', stock: '0' }, FRENCH);
    expect(newProduct(created.ok ? created.value : ({} as never))).toMatchObject({ id: 'VP-AAA-9', reference: 'VP-AAA-9', category: 'vp', price: 1.2, inStock: false, images: [] });
  });
});
