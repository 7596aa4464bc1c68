import { describe, expect, it } from 'vitest';
import { benefitLabel, canRedeemReward, loyaltyProgressPercent, pointsToNextLevelLabel } from './loyalty.ts';

describe('loyalty progress (spec 2 §2.3: points / nextLevelPoints as a percentage)', () => {
  it('is a whole percentage between 0 and 100', () => {
    expect(loyaltyProgressPercent(0, 1000)).toBe(0);
    expect(loyaltyProgressPercent(750, 1000)).toBe(75);
    expect(loyaltyProgressPercent(333, 1000)).toBe(33);
    expect(loyaltyProgressPercent(1000, 1000)).toBe(100);
    expect(loyaltyProgressPercent(1500, 1000)).toBe(100);
    expect(loyaltyProgressPercent(10, 0)).toBe(100);
  });

  it('says how many points are missing', () => {
    expect(pointsToNextLevelLabel(750, 1000)).toBe('250 points pour le niveau suivant');
    expect(pointsToNextLevelLabel(1200, 1000)).toBe('0 points pour le niveau suivant');
  });
});

describe('benefit chips (spec 2 §2.3)', () => {
  it('reads "Actif" or "Bientôt disponible"', () => {
    expect(benefitLabel(true)).toBe('Actif');
    expect(benefitLabel(false)).toBe('Bientôt disponible');
  });
});

describe('canRedeemReward (spec 2 §5: available and points >= pointsCost)', () => {
  const reward = { available: true, pointsCost: 500 };

  it('is enabled at exactly the cost and above', () => {
    expect(canRedeemReward(reward, 500)).toBe(true);
    expect(canRedeemReward(reward, 2000)).toBe(true);
  });

  it('is disabled one point below the cost, or when unavailable', () => {
    expect(canRedeemReward(reward, 499)).toBe(false);
    expect(canRedeemReward({ ...reward, available: false }, 2000)).toBe(false);
  });
});
