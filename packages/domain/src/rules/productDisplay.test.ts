import { describe, expect, it } from 'vitest';
import {
  capacityLabel,
  cardBadges,
  cardWeightLabel,
  cartLineFeatures,
  cartLineWeightLabel,
  numericWeightLabel,
  productWeightGrams,
  relatedProducts,
  showsTechnology,
  showsType,
  specificationRows,
  voltageLabel,
  warrantyText,
} from './productDisplay.ts';

describe('weight (spec 1 §2 and §5: valid only if non-empty and numeric)', () => {
  it('prefers the numeric unit weight, else reads a numeric weight text', () => {
    expect(productWeightGrams({ poids_unitaire_g: 125, weight: 'lourd' })).toBe(125);
    expect(productWeightGrams({ weight: ' 12,5 ' })).toBe(12.5);
    expect(productWeightGrams({ weight: '80.25' })).toBe(80.25);
    expect(productWeightGrams({ weight: '3.7/7.4' })).toBeNull();
    expect(productWeightGrams({ weight: '' })).toBeNull();
    expect(productWeightGrams({})).toBeNull();
  });

  it('shows grams on the public card, N/A for a non-numeric weight, nothing when empty', () => {
    expect(cardWeightLabel({ poids_unitaire_g: 1250 })).toBe('1\u202f250 g');
    expect(cardWeightLabel({ weight: '12,5' })).toBe('12,5 g');
    expect(cardWeightLabel({ weight: 'env. 2 kg' })).toBe('N/A');
    expect(cardWeightLabel({ weight: '  ' })).toBeNull();
    expect(cardWeightLabel({})).toBeNull();
  });

  it('hides a non-numeric weight on the catalogue-with-cart card (spec 2 §2.5)', () => {
    expect(numericWeightLabel({ weight: '45' })).toBe('45 g');
    expect(numericWeightLabel({ weight: 'env. 2 kg' })).toBeNull();
    expect(numericWeightLabel({ weight: '' })).toBeNull();
  });

  it('shows kilograms on a cart line (spec 1 §2: weight (kg))', () => {
    expect(cartLineWeightLabel({ poids_unitaire_g: 1250 })).toBe('1,25 kg');
    expect(cartLineWeightLabel({ poids_unitaire_g: 45 })).toBe('0,045 kg');
    expect(cartLineWeightLabel({ weight: 'N/A' })).toBeNull();
  });
});

describe('technology and type of a charger (spec 1 §2, spec 2 §2.5)', () => {
  it('hides the technology for type chargeur, whatever its case', () => {
    expect(showsTechnology({ type: 'batterie', technologie: 'Li-ion' })).toBe(true);
    expect(showsTechnology({ type: 'Chargeur', technologie: 'Li-ion' })).toBe(false);
    expect(showsTechnology({ type: 'batterie', technologie: ' ' })).toBe(false);
  });

  it('hides the type when it is chargeur or empty', () => {
    expect(showsType({ type: 'batterie' })).toBe(true);
    expect(showsType({ type: ' chargeur ' })).toBe(false);
    expect(showsType({})).toBe(false);
  });
});

describe('cart line (spec 1 §2)', () => {
  it('shows up to the first 2 feature tags', () => {
    expect(cartLineFeatures({ features: ['a', 'b', 'c'] })).toEqual(['a', 'b']);
    expect(cartLineFeatures({ features: ['a'] })).toEqual(['a']);
    expect(cartLineFeatures({})).toEqual([]);
  });

  it('writes voltage in V and capacity in Ah, French decimals', () => {
    expect(voltageLabel('12')).toBe('12 V');
    expect(voltageLabel('1.5')).toBe('1,5 V');
    expect(voltageLabel('3.7/7.4')).toBe('3,7/7,4 V');
    expect(voltageLabel('12 V')).toBe('12 V');
    expect(capacityLabel('7.2')).toBe('7,2 Ah');
    expect(voltageLabel('')).toBeNull();
    expect(capacityLabel(undefined)).toBeNull();
  });

  it('keeps the unit a capacity is stored with, never adding a second one', () => {
    expect(capacityLabel('223 mAh')).toBe('223 mAh');
    expect(capacityLabel('74 Ah')).toBe('74 Ah');
    expect(capacityLabel('2.3 Ah')).toBe('2,3 Ah');
  });
});

describe('detail page (spec 1 §2)', () => {
  it('uses "Garantie : " and the warranty text, or "Garantie fabricant"', () => {
    expect(warrantyText({ warranty: '2 ans' })).toBe('Garantie : 2 ans');
    expect(warrantyText({ warranty: '' })).toBe('Garantie fabricant');
    expect(warrantyText({})).toBe('Garantie fabricant');
  });

  it('relates at most 4 other products of the same category', () => {
    const product = { id: 'p0', category: 'vp' };
    const others = [
      { id: 'p0', category: 'vp' },
      { id: 'x', category: 'vc' },
      ...['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => ({ id, category: 'vp' })),
    ];
    expect(relatedProducts(product, others).map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(relatedProducts({ id: 'x', category: 'vc' }, others)).toEqual([]);
  });

  it('lists the specification rows in the spec order, leaving out empty ones', () => {
    const rows = specificationRows({
      specifications: { dimensions: '151 x 65 x 94 mm', terminals: '', temperature: '-20 à 50 °C' },
      voltage: '12',
      capacity: '7',
      type: 'AGM',
      poids_unitaire_g: 2100,
      model: 'NP7-12',
    });
    expect(rows).toEqual([
      { label: 'Dimensions', value: '151 x 65 x 94 mm' },
      { label: 'Température', value: '-20 à 50 °C' },
      { label: 'Tension', value: '12 V' },
      { label: 'Capacité', value: '7 Ah' },
      { label: 'Type', value: 'AGM' },
      { label: 'Poids', value: '2\u202f100 g' },
      { label: 'Modèle', value: 'NP7-12' },
    ]);
  });
});

describe('chips of the catalogue-with-cart card (spec 2 §2.5)', () => {
  it('shows "Promotion" only for a promoted product', () => {
    expect(cardBadges({ isPromoted: true, stock: 40 }).map((badge) => badge.label)).toEqual(['Promotion']);
    expect(cardBadges({ isPromoted: false, stock: 40 })).toEqual([]);
  });

  it('shows "Stock faible" at a stock of 5 or less, not at 6', () => {
    expect(cardBadges({ stock: 5 })).toEqual([{ label: 'Stock faible', kind: 'lowStock' }]);
    expect(cardBadges({ stock: 0 }).map((badge) => badge.kind)).toEqual(['lowStock']);
    expect(cardBadges({ stock: 6 })).toEqual([]);
  });

  it('reads a missing stock as the default 1, so low', () => {
    expect(cardBadges({ isPromoted: true }).map((badge) => badge.kind)).toEqual(['promotion', 'lowStock']);
  });
});
