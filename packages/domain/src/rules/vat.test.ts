import { describe, expect, it } from 'vitest';
import { VAT_RATE } from './vat.ts';

describe('VAT', () => {
  it('is 20 % (spec 1 section 9)', () => {
    expect(VAT_RATE).toBe(0.2);
  });
});
