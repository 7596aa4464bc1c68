import { describe, expect, it } from 'vitest';
import { benefitLabel, canRedeemReward, LOYALTY_GOLD_POINTS, loyaltyProgressPercent, loyaltyStanding, pointsToNextLevelLabel, redeemRefusal } from './loyalty.ts';

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

describe('loyaltyStanding (points derived from delivered orders and redemptions)', () => {
  const order = (status: string, totalAmount: number) => ({ status, totalAmount });

  it('earns 1 point per whole 10 euros of each delivered order only', () => {
    const standing = loyaltyStanding([order('delivered', 729.99), order('delivered', 3751.47), order('shipped', 900), order('cancelled', 1000), order('returned', 500)], []);
    expect(standing).toEqual({ points: 72 + 375, level: 'silver', nextLevelPoints: LOYALTY_GOLD_POINTS });
  });

  it('takes redeemed points off, and is gold from 1000 points with no next level', () => {
    expect(loyaltyStanding([order('delivered', 15000)], [{ pointsCost: 500 }])).toEqual({ points: 1000, level: 'gold', nextLevelPoints: 0 });
    expect(loyaltyStanding([order('delivered', 15000)], [{ pointsCost: 501 }]).level).toBe('silver');
    expect(loyaltyStanding([], [{ pointsCost: 200 }]).points).toBe(0);
  });
});

describe('redeemRefusal (spec 2 §5)', () => {
  it('refuses an unavailable reward and too few points, in French', () => {
    expect(redeemRefusal({ available: false, pointsCost: 10 }, 100)).toBe("Cette récompense n'est pas disponible");
    expect(redeemRefusal({ available: true, pointsCost: 2000 }, 1999)).toBe('Points insuffisants pour cette récompense');
    expect(redeemRefusal({ available: true, pointsCost: 2000 }, 2000)).toBeNull();
  });
});
