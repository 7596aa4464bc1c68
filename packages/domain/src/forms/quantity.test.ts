import { describe, expect, it } from 'vitest';
import { quantitySchema } from './quantity.ts';
import { validateForm } from './validateForm.ts';

const check = (quantity: unknown) => {
  const result = validateForm(quantitySchema, { quantity });
  return result.ok ? 'ok' : result.errors['quantity'];
};

describe('detail-page quantity field (spec 1 section 5)', () => {
  it('requires a number; an emptied number input reads as NaN', () => {
    expect(check(Number.NaN)).toBe('La quantité est requise');
    expect(check(undefined)).toBe('La quantité est requise');
  });

  it('accepts 1 to 1000 whole', () => {
    expect(check(0)).toBe('La quantité minimale est 1');
    expect(check(1)).toBe('ok');
    expect(check(1000)).toBe('ok');
    expect(check(1001)).toBe('La quantité maximale est 1000');
    expect(check(2.5)).toBe('La quantité doit être un nombre entier');
  });
});
