import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from './issues.ts';
import { withFastPath } from './objectFastPath.ts';
import { ProductSchema } from './product.ts';
import { minimalProduct } from './testFixtures.ts';

const fastProduct = withFastPath(ProductSchema);
const full = {
  ...minimalProduct,
  brand: '  Sony  ',
  price: 24.9,
  stock: 12,
  inStock: true,
  isPromoted: false,
  poids_unitaire_g: 85,
  ean: '4006381333931',
  features: ['Sans effet mémoire', 'Protection surcharge'],
  specifications: { dimensions: '38 x 20 x 70 mm', lifecycle: '500 cycles' },
  technicalSpecs: { Chimie: 'Li-ion' },
  imageHD: [{ type: 'AV', url: '/images/A1/av.jpg', size: '1600x1600' }],
};

/** Each field with values at and past every limit of its schema, and of the wrong type. */
const variants: Record<string, unknown[]> = {
  name: ['', '   ', 'x'.repeat(255), 'x'.repeat(256), ` ${'x'.repeat(255)} `, 12, null, undefined],
  reference: [undefined, '', 'R'],
  description: ['x'.repeat(5000), 'x'.repeat(5001), 3],
  price: [0, -0, -0.01, 10_000_000, 10_000_001, Number.NaN, Number.POSITIVE_INFINITY, '12', undefined],
  stock: [0, 1.5, -1, 1_000_000_000, 1_000_000_001, Number.NaN, 'douze', undefined],
  poids_unitaire_g: [0, -1, Number.NaN, undefined],
  isPromoted: [true, 'oui', 1, undefined],
  ean: ['4006381333932', '40063813', '96385074', '123', '', 4006381333931, undefined],
  features: [[], ['x'.repeat(256)], Array.from({ length: 101 }, () => 'a'), Array.from({ length: 100 }, () => 'a'), [1], 'a|b', undefined],
  specifications: [{}, { dimensions: 5 }, { terminals: ' F1 ' }, 'grand', [], null, undefined],
  technicalSpecs: [{ ['k'.repeat(256)]: 'v' }, { k: 1 }, []],
  imageHD: [[{ type: 'XX', url: 'u', size: 's' }], [{ type: 'AR', url: '', size: 's' }], [{ type: 'AR', url: 'u' }]],
  unknown: ['kept out'],
};

describe('withFastPath', () => {
  it('gives what valibot gives, output or issues, for every value at and past each limit', () => {
    for (const [field, values] of Object.entries(variants)) {
      for (const value of values) {
        const input = { ...full, [field]: value };
        expect(fastProduct(input), `${field}: ${JSON.stringify(value)}`).toEqual(validate(ProductSchema, input));
      }
    }
  });

  it('leaves absent keys out and gives the defaults, as valibot does', () => {
    const result = fastProduct({ ...minimalProduct });
    expect(result).toEqual(validate(ProductSchema, { ...minimalProduct }));
    expect(result.ok && Object.keys(result.value)).toEqual(Object.keys(v.parse(ProductSchema, { ...minimalProduct })));
    expect(fastProduct({ ...minimalProduct, brand: undefined })).toEqual(validate(ProductSchema, { ...minimalProduct, brand: undefined }));
  });

  it('hands out a new default list each time', () => {
    const first = fastProduct({ ...minimalProduct });
    const second = fastProduct({ ...minimalProduct });
    expect(first.ok && second.ok && first.value.features !== second.value.features).toBe(true);
  });

  it('reports every failing field with the schema\'s own messages', () => {
    const result = fastProduct({ ...full, price: -1, ean: '123', name: '' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'name', message: 'must not be empty' },
        { field: 'price', message: 'expected a number of 0 or more, got -1' },
        { field: 'ean', message: 'expected 8 or 13 digits with a valid GS1 check digit, got "123"' },
      ],
    });
  });
});
