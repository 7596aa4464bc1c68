import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue, validate } from './issues.ts';
import { LoyaltyProgramSchema } from './loyalty.ts';

const program = {
  id: 'loy-7',
  name: 'Programme Fidélité OTECH',
  description: 'Cumulez des points',
  points: 1250,
  level: 'gold',
  levelLabel: 'Or',
  nextLevelPoints: 2000,
  benefits: [{ id: 'b1', name: 'Livraison offerte', description: 'Dès 200 €', icon: 'truck', active: true }],
  availableRewards: [{ id: 'r1', name: 'Bon de 10 €', description: 'Sur la prochaine commande', pointsCost: 200, available: true }],
};

describe('LoyaltyProgramSchema (spec 2 §3.7, §4)', () => {
  it('accepts the silver and gold levels', () => {
    expect(v.parse(LoyaltyProgramSchema, program).availableRewards[0]?.pointsCost).toBe(200);
    expect(v.is(LoyaltyProgramSchema, { ...program, level: 'silver', levelLabel: 'Argent' })).toBe(true);
  });

  it('names the reward whose cost is not a whole number of points', () => {
    const result = validate(LoyaltyProgramSchema, {
      ...program,
      availableRewards: [{ ...program.availableRewards[0], pointsCost: '200 points' }],
    });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'availableRewards.0.pointsCost: expected a number, got "200 points"',
    ]);
  });
});
