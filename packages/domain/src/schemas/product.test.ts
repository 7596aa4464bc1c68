import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue } from './issues.ts';
import { normalizeProduct, parseProduct, productRowParser, ProductSchema, withFacetSpellings } from './product.ts';
import type { ProductParseResult } from './product.ts';
import { minimalProduct } from './testFixtures.ts';

const csvRow = {
  reference: 'BAT-001',
  ean: '4006381333931',
  name: 'Batterie Li-ion 7,2V',
  brand: 'Sony',
  model: 'NP-F550',
  category: 'ca',
  type: 'batterie',
  technologie: 'Li-ion',
  voltage: '7.2',
  capacity: '2.2',
  poids_unitaire_g: '85',
  price: '24.90',
  stock: '12',
  description: 'Batterie compatible',
  detailedDescription: '',
  features: 'Sans effet mémoire|Protection surcharge',
  compatibleWith: 'Sony HVR-Z1|Sony DSR-PD170',
  certifications: 'CE|RoHS',
  warranty: '2 ans',
  dimensions: '38 x 20 x 70 mm',
  terminals: '',
  lifecycle: '500 cycles',
  temperature: '0-40 °C',
  isPromoted: '0',
};

function issuesOf(result: ProductParseResult) {
  if (result.ok) throw new Error('expected the row to be rejected');
  return result.issues.map(formatFieldIssue);
}

function productOf(result: ProductParseResult) {
  if (!result.ok) throw new Error(result.issues.map(formatFieldIssue).join('; '));
  return result.product;
}

const canonical = minimalProduct;

describe('ProductSchema (spec 1 §3)', () => {
  it('accepts a canonical product and applies the defaults inStock, stock, isPromoted', () => {
    const product = v.parse(ProductSchema, canonical);
    expect(product).toMatchObject({ inStock: true, stock: 1, isPromoted: false, images: [], features: [] });
  });

  it('accepts the derived HD image fields', () => {
    const product = v.parse(ProductSchema, {
      ...canonical,
      imageHD: [{ type: 'AR', url: '/images/A1/ar.jpg', size: '1600x1600' }],
      imageAR: '/images/A1/ar.jpg',
    });
    expect(product.imageHD?.[0]?.type).toBe('AR');
  });

  it('rejects an HD image type other than AV or AR', () => {
    const result = v.safeParse(ProductSchema, { ...canonical, imageHD: [{ type: 'XX', url: 'u', size: 's' }] });
    expect(result.success).toBe(false);
  });
});

describe('parseProduct', () => {
  it('reads a catalogue CSV row (data/products.csv header)', () => {
    const product = productOf(parseProduct(csvRow));
    expect(product).toMatchObject({
      id: 'BAT-001',
      price: 24.9,
      stock: 12,
      inStock: true,
      isPromoted: false,
      poids_unitaire_g: 85,
      features: ['Sans effet mémoire', 'Protection surcharge'],
      compatibleWith: ['Sony HVR-Z1', 'Sony DSR-PD170'],
      certifications: ['CE', 'RoHS'],
      specifications: { dimensions: '38 x 20 x 70 mm', lifecycle: '500 cycles', temperature: '0-40 °C' },
    });
    expect(product.detailedDescription).toBeUndefined();
    expect(product.specifications?.terminals).toBeUndefined();
  });

  it('maps the legacy field names (spec 1 §3)', () => {
    const product = productOf(
      parseProduct({
        reference: 'OLD-1',
        designation_produit: 'Chargeur universel',
        marque: 'Ansmann',
        nom_du_rayon: 'vc',
        libelle: 'Chargeurs',
        prix_achat: '12,5',
        poids: '150',
      }),
    );
    expect(product).toMatchObject({ name: 'Chargeur universel', brand: 'Ansmann', category: 'vc', price: 12.5, weight: '150' });
  });

  it('writes voltage and capacity with a decimal point, so a facet never shows 7,2 beside 7.2', () => {
    const product = productOf(parseProduct({ reference: 'R', name: 'N', category: 'v', price: 1, voltage: '7,2', capacity: '2,2 Ah' }));
    expect(product).toMatchObject({ voltage: '7.2', capacity: '2.2 Ah' });
    expect(productOf(parseProduct({ reference: 'R', name: 'N', category: 'v', price: 1, voltage: '3.7/7,4' })).voltage).toBe('3.7/7.4');
  });

  it('writes a facet value with single plain spaces, so a facet never shows two spellings of one brand', () => {
    const product = productOf(parseProduct({ reference: 'R', name: 'N', category: 'v', price: 1, brand: ' GP\u00a0 Batteries ', technologie: 'Plomb\tAGM', capacity: '7,2\u202fAh' }));
    expect(product).toMatchObject({ brand: 'GP Batteries', technologie: 'Plomb AGM', capacity: '7.2 Ah' });
  });

  it('reads the facet fields of a product sent whole as an import reads them, and leaves the rest to ProductSchema', () => {
    expect(withFacetSpellings({ name: ' Nom  long ', brand: 'GP\u00a0Batteries', voltage: '7,2', capacity: 12, type: 'pile' })).toEqual({
      name: ' Nom  long ',
      brand: 'GP Batteries',
      voltage: '7.2',
      capacity: 12,
      type: 'pile',
    });
    expect(withFacetSpellings(null)).toBeNull();
    expect(withFacetSpellings(['7,2'])).toEqual(['7,2']);
  });

  it('falls back to libelle for the category when nom_du_rayon is missing', () => {
    const product = productOf(parseProduct({ reference: 'R', name: 'N', libelle: 'Piles', price: 1 }));
    expect(product.category).toBe('Piles');
  });

  it('prefers the canonical name over a legacy one', () => {
    const product = productOf(
      parseProduct({ reference: 'R', name: 'Nouveau', designation_produit: 'Ancien', category: 'vp', price: 1 }),
    );
    expect(product.name).toBe('Nouveau');
  });

  it('uses the legacy name when the canonical column is blank', () => {
    const product = productOf(parseProduct({ reference: 'R', name: ' ', designation_produit: 'Ancien', category: 'vp', price: 1 }));
    expect(product.name).toBe('Ancien');
  });

  it('names a product after its designation, else its reference (spec 2 §3.8)', () => {
    expect(productOf(parseProduct({ reference: 'R', designation: 'Pile', category: 'vp', price: 1 })).name).toBe('Pile');
    expect(productOf(parseProduct({ reference: 'R', category: 'vp', price: 1 })).name).toBe('R');
  });

  it('falls back to the reference, then the name, for the id (spec 1 §3)', () => {
    expect(productOf(parseProduct({ reference: 'REF', name: 'N', category: 'vp', price: 1 })).id).toBe('REF');
    expect(normalizeProduct({ name: 'Nom seul' })['id']).toBe('Nom seul');
    expect(productOf(parseProduct({ id: 'X', reference: 'REF', name: 'N', category: 'vp', price: 1 })).id).toBe('X');
  });

  it('applies the defaults inStock=true, stock=1, isPromoted=false (spec 2 §3.8)', () => {
    const product = productOf(parseProduct({ reference: 'R', name: 'N', category: 'vp', price: 1 }));
    expect(product).toMatchObject({ inStock: true, stock: 1, isPromoted: false });
  });

  it('marks a row with stock 0 and no availability column as out of stock', () => {
    expect(productOf(parseProduct({ ...csvRow, stock: '0' })).inStock).toBe(false);
    expect(productOf(parseProduct({ ...csvRow, stock: '0', inStock: 'oui' })).inStock).toBe(true);
  });

  it('reads booleans written true/false, 1/0, oui/non', () => {
    expect(productOf(parseProduct({ ...csvRow, isPromoted: 'oui' })).isPromoted).toBe(true);
    expect(productOf(parseProduct({ ...csvRow, isPromoted: 'true' })).isPromoted).toBe(true);
    expect(productOf(parseProduct({ ...csvRow, isPromoted: 'non' })).isPromoted).toBe(false);
    expect(productOf(parseProduct({ ...csvRow, isDoublon: '1' })).isDoublon).toBe(true);
  });

  it('keeps nested specifications from the API and completes them from flat columns', () => {
    const product = productOf(
      parseProduct({ reference: 'R', name: 'N', category: 'vp', price: 1, specifications: { dimensions: '1 cm' }, lifecycle: '300' }),
    );
    expect(product.specifications).toEqual({ dimensions: '1 cm', lifecycle: '300' });
  });

  it('turns numbers given for text fields into text', () => {
    const product = productOf(parseProduct({ reference: 1234, name: 'N', category: 'vp', price: 1, voltage: 3.7 }));
    expect(product).toMatchObject({ id: '1234', reference: '1234', voltage: '3.7' });
  });

  it('names the field and the received value when a number is unreadable', () => {
    expect(issuesOf(parseProduct({ ...csvRow, price: 'abc' }))).toEqual(['price: expected a number, got "abc"']);
  });

  it('reports every missing required field', () => {
    expect(issuesOf(parseProduct({ description: 'x' }))).toEqual([
      'id: is required',
      'reference: is required',
      'name: is required',
      'category: is required',
      'price: is required',
    ]);
  });

  it('rejects a negative price, a fractional stock and an unreadable boolean', () => {
    expect(issuesOf(parseProduct({ ...csvRow, price: '-1' }))).toEqual(['price: expected a number of 0 or more, got -1']);
    expect(issuesOf(parseProduct({ ...csvRow, stock: '2,5' }))).toEqual(['stock: expected a whole number, got 2.5']);
    expect(issuesOf(parseProduct({ ...csvRow, isPromoted: 'peut-être' }))).toEqual([
      'isPromoted: expected true or false, got "peut-être"',
    ]);
  });

  it('rejects an EAN with a wrong check digit', () => {
    expect(issuesOf(parseProduct({ ...csvRow, ean: '4006381333932' }))).toEqual([
      'ean: expected 8 or 13 digits with a valid GS1 check digit, got "4006381333932"',
    ]);
  });

  it('reads an EAN written in digit groups as its digits, and still checks the digit', () => {
    expect(parseProduct({ ...csvRow, ean: '4 006381 333931' })).toMatchObject({ ok: true, product: { ean: '4006381333931' } });
    expect(issuesOf(parseProduct({ ...csvRow, ean: '4006 3813 3393 2' }))).toEqual([
      'ean: expected 8 or 13 digits with a valid GS1 check digit, got "4006381333932"',
    ]);
  });

  it('names nested fields by their path', () => {
    expect(issuesOf(parseProduct({ ...csvRow, specifications: { dimensions: ['1 cm'] } }))).toEqual([
      'specifications.dimensions: expected text, got Array',
    ]);
    expect(issuesOf(parseProduct({ ...csvRow, specifications: 'grand' }))).toEqual([
      'specifications: expected an object, got "grand"',
    ]);
  });
});

describe('productRowParser (the import reads tens of thousands of rows of one header)', () => {
  const columns = ['reference', 'name', 'designation', 'category', 'price', 'stock', 'voltage', 'features', 'dimensions', 'terminals', 'ean', 'isPromoted'];
  const parse = productRowParser(columns);
  const asObject = (cells: (string | undefined)[]) => Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
  const rows: (string | undefined)[][] = [
    ['R1', 'Pile AA', '', 'vp', '1.5', '12', '1,5 v', 'a|b', '10 x 5 mm', '', '3760000000000', 'true'],
    // A blank name falls back to the legacy designation, a blank stock to the schema's default.
    ['R2', '', 'Batterie 12 V', 'v', '20', '', '12V', '', '', 'Plot', '', ''],
    ['R3', 'Sans stock', '', 'v', '3', '0', '', '', '', '', '', 'false'],
    // Refused the same way, naming the same fields.
    ['R4', 'Prix faux', '', 'v', 'douze', '-1', '', '', '', '', '12345', ''],
  ];

  it.each(rows.map((cells) => [cells[0], cells]))('answers for %s what parseProduct answers for the row as an object', (_reference, cells) => {
    expect(parse(cells)).toEqual(parseProduct(asObject(cells)));
    expect(parse(cells, 'fr')).toEqual(parseProduct(asObject(cells), 'fr'));
  });

  it('keeps the fields in the order parseProduct gives them (the stored JSON is the same text)', () => {
    expect(JSON.stringify(parse(rows[0]!))).toBe(JSON.stringify(parseProduct(asObject(rows[0]!))));
  });
});
