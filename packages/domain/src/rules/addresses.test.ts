import { describe, expect, it } from 'vitest';
import { canDeleteAddress } from './addresses.ts';

describe('canDeleteAddress (spec 2 §5: the default address cannot be deleted)', () => {
  it('refuses the default address and allows the others', () => {
    expect(canDeleteAddress({ isDefault: true })).toBe(false);
    expect(canDeleteAddress({ isDefault: false })).toBe(true);
  });
});
