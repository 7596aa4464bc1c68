import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { invitationPasswordSchema } from './invitation.ts';

describe('the invited client’s password form', () => {
  it('takes a new password of 8 characters or more, typed twice alike', () => {
    expect(v.safeParse(invitationPasswordSchema, { password: 'piles-2027', confirmPassword: 'piles-2027' }).success).toBe(true);
    const short = v.safeParse(invitationPasswordSchema, { password: 'court', confirmPassword: 'court' });
    expect(short.issues?.[0]?.path?.[0]?.key).toBe('password');
    const mismatch = v.safeParse(invitationPasswordSchema, { password: 'piles-2027', confirmPassword: 'piles-2028' });
    expect(mismatch.issues?.map((issue) => issue.message)).toEqual(['Les mots de passe ne correspondent pas']);
  });
});
