import { describe, expect, it } from 'vitest';
import { priceListForFamille } from './priceLists.ts';
import { priceBreakText, priceUpdatedText } from './priceTexts.ts';

describe('priceListForFamille', () => {
  it('puts a new client on the list of its kind (spec 1 §5)', () => {
    expect(priceListForFamille('Revendeur')).toBe('revendeur');
    expect(priceListForFamille('GROSSISTE')).toBe('revendeur');
    expect(priceListForFamille('Professionnel')).toBe('professionnel');
    expect(priceListForFamille('Client VIP')).toBe('premium');
    expect(priceListForFamille('')).toBe('public');
    expect(priceListForFamille(undefined)).toBe('public');
  });
});

describe('price texts', () => {
  it('says a break and a changed price as the issue words them', () => {
    expect(priceBreakText({ fromQuantity: 10, unitPriceCents: 395 })).toBe('À partir de 10 : 3,95\u00a0€ HT');
    expect(priceUpdatedText(438, 452)).toBe('Prix mis à jour : 4,38\u00a0€ → 4,52\u00a0€ HT');
    expect(priceUpdatedText(438, 438)).toBeUndefined();
  });
});
