import { describe, expect, it } from 'vitest';
import { loyaltyLevelDisplay } from './loyaltyLevel.ts';

describe('loyalty level (spec 2 §4)', () => {
  it('names silver "Argent" and gold "Or" with the medal icon', () => {
    expect(loyaltyLevelDisplay('silver').label).toBe('Argent');
    expect(loyaltyLevelDisplay('gold')).toMatchObject({ label: 'Or', icon: 'Medal' });
  });

  it("prefers the program's own level label", () => {
    expect(loyaltyLevelDisplay('gold', 'Gold')).toMatchObject({ label: 'Gold', icon: 'Medal' });
    expect(loyaltyLevelDisplay('platinum', 'Platine')).toEqual({ label: 'Platine', tone: 'neutral', icon: 'Info' });
  });
});
