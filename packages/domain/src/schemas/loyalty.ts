import * as v from 'valibot';
import { count, expected, flag, oneOf, optionalText, requiredText, text } from './fields.ts';

/** Levels seen in spec 2 §4; no others are shown. */
export const LOYALTY_LEVELS = ['silver', 'gold'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export const LoyaltyBenefitSchema = v.object({
  id: requiredText,
  name: text,
  description: text,
  /** Icon name chosen by the ui. */
  icon: text,
  active: flag,
});
export type LoyaltyBenefit = v.InferOutput<typeof LoyaltyBenefitSchema>;

/** A reward can be redeemed when available and the points cover its cost (spec 2 §5). */
export const LoyaltyRewardSchema = v.object({
  id: requiredText,
  name: text,
  description: text,
  pointsCost: count,
  imageUrl: optionalText,
  available: flag,
});
export type LoyaltyReward = v.InferOutput<typeof LoyaltyRewardSchema>;

/** Spec 2 §3.7 "Loyalty program" of one client. */
export const LoyaltyProgramSchema = v.object({
  id: requiredText,
  /** Owner: the client's profile id. */
  userId: v.optional(requiredText),
  name: text,
  description: text,
  points: count,
  level: oneOf(LOYALTY_LEVELS),
  /** French label of the level, given by the server. */
  levelLabel: text,
  nextLevelPoints: count,
  benefits: v.array(LoyaltyBenefitSchema, expected('a list')),
  availableRewards: v.array(LoyaltyRewardSchema, expected('a list')),
});
export type LoyaltyProgram = v.InferOutput<typeof LoyaltyProgramSchema>;
