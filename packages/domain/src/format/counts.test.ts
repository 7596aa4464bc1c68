import { describe, expect, it } from 'vitest';
import { productCountLabel } from './counts.ts';

describe('productCountLabel (spec 1 §2: "N produit(s) trouvé(s)")', () => {
  it('keeps the bracketed plural marks whatever the count', () => {
    expect(productCountLabel(0)).toBe('0 produit(s) trouvé(s)');
    expect(productCountLabel(1)).toBe('1 produit(s) trouvé(s)');
    expect(productCountLabel(12)).toBe('12 produit(s) trouvé(s)');
    expect(productCountLabel(40000)).toBe('40\u202f000 produit(s) trouvé(s)');
  });
});
