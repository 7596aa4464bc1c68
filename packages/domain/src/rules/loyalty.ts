import type { LoyaltyLevel, LoyaltyReward } from '../schemas/loyalty.ts';

/** Labels of a benefit chip (spec 2 §2.3, tab 3). */
export const BENEFIT_ACTIVE_LABEL = 'Actif';
export const BENEFIT_INACTIVE_LABEL = 'Bientôt disponible';

export function benefitLabel(active: boolean): string {
  return active ? BENEFIT_ACTIVE_LABEL : BENEFIT_INACTIVE_LABEL;
}

/**
 * Progress bar value: points divided by nextLevelPoints as a whole percentage, between 0 and 100
 * (spec 2 §2.3). With no next level (0 points needed) the bar is full.
 */
export function loyaltyProgressPercent(points: number, nextLevelPoints: number): number {
  if (nextLevelPoints <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((points / nextLevelPoints) * 100)));
}

/** Points still missing for the next level, never below 0. */
export function pointsToNextLevel(points: number, nextLevelPoints: number): number {
  return Math.max(0, nextLevelPoints - points);
}

/** "N points pour le niveau suivant" (spec 2 §2.3). */
export function pointsToNextLevelLabel(points: number, nextLevelPoints: number): string {
  return `${pointsToNextLevel(points, nextLevelPoints)} points pour le niveau suivant`;
}

/** "Échanger" is enabled only for an available reward the points cover (spec 2 §5). */
export function canRedeemReward(reward: Pick<LoyaltyReward, 'available' | 'pointsCost'>, points: number): boolean {
  return reward.available && points >= reward.pointsCost;
}

/**
 * Points a client earns: 1 point per whole 10 euros excluding VAT of each delivered order, so the
 * spec's sample rewards (200 to 2000 points, spec 2 §9) take a few months of orders (docs/decisions/032-derived-account-figures.md).
 */
export const LOYALTY_EARNING_STATUS = 'delivered';
export const LOYALTY_EUROS_PER_POINT = 10;
/** Points balance from which a client is gold; below it, silver (spec 2 §4 names only these two). */
export const LOYALTY_GOLD_POINTS = 1000;

export interface LoyaltyRedemption {
  rewardId: string;
  pointsCost: number;
  date: string;
}

/**
 * A client's points, level and next level, derived from their own orders and redemptions: never
 * stored beside them, so a cancelled order or a redeemed reward shows at once. A gold client has
 * no further level, so nextLevelPoints is 0 (the bar is full).
 */
export function loyaltyStanding(
  orders: readonly { status: string; totalAmount: number }[],
  redemptions: readonly Pick<LoyaltyRedemption, 'pointsCost'>[],
): { points: number; level: LoyaltyLevel; nextLevelPoints: number } {
  const earned = orders
    .filter((order) => order.status === LOYALTY_EARNING_STATUS)
    .reduce((sum, order) => sum + Math.floor(order.totalAmount / LOYALTY_EUROS_PER_POINT), 0);
  const spent = redemptions.reduce((sum, redemption) => sum + redemption.pointsCost, 0);
  const points = Math.max(0, earned - spent);
  const level: LoyaltyLevel = points >= LOYALTY_GOLD_POINTS ? 'gold' : 'silver';
  return { points, level, nextLevelPoints: level === 'gold' ? 0 : LOYALTY_GOLD_POINTS };
}

/** Why a reward cannot be redeemed, in the customer's words; null when it can (spec 2 §5). */
export const REDEEM_ERRORS = {
  unavailable: "Cette récompense n'est pas disponible",
  notEnoughPoints: 'Points insuffisants pour cette récompense',
} as const;

export function redeemRefusal(reward: Pick<LoyaltyReward, 'available' | 'pointsCost'>, points: number): string | null {
  if (!reward.available) return REDEEM_ERRORS.unavailable;
  return canRedeemReward(reward, points) ? null : REDEEM_ERRORS.notEnoughPoints;
}

