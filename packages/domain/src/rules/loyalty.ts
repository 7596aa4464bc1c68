import type { LoyaltyReward } from '../schemas/loyalty.ts';

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
