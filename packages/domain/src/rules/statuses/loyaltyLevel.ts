import type { LoyaltyLevel } from '../../schemas/loyalty.ts';
import { displayOf, type StatusDisplay } from './display.ts';

/** Loyalty levels seen (spec 2 §4): silver "Argent", gold "Or" with a medal icon. */
export const LOYALTY_LEVEL_DISPLAY: Readonly<Record<LoyaltyLevel, StatusDisplay>> = {
  silver: { label: 'Argent', tone: 'neutral', icon: 'Award' },
  gold: { label: 'Or', tone: 'accent', icon: 'Medal' },
};

/** Level chip, labelled with the program's levelLabel when given (spec 2 §3.7). */
export function loyaltyLevelDisplay(level: string, levelLabel?: string): StatusDisplay {
  const display = displayOf(LOYALTY_LEVEL_DISPLAY, level);
  return levelLabel ? { ...display, label: levelLabel } : display;
}
