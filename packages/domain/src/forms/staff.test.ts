import { describe, expect, it } from 'vitest';
import { staffCreateSchema, staffUpdateSchema, STAFF_MESSAGES } from './staff.ts';
import { validateForm } from './validateForm.ts';

describe('staffCreateSchema (issue 23)', () => {
  it('takes a name, an e-mail (lowercased), a role and a first password', () => {
    const result = validateForm(staffCreateSchema, { name: ' Marie Leroy ', email: 'Marie.Leroy@Otech.fr', role: 'commercial', password: 'Secret2026!' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Marie Leroy', email: 'marie.leroy@otech.fr', role: 'commercial' } });
  });

  it('names each wrong field in French', () => {
    const result = validateForm(staffCreateSchema, { name: '', email: 'nope', role: 'superAdmin', password: 'court' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({ name: STAFF_MESSAGES.nameRequired, email: STAFF_MESSAGES.emailInvalid, role: STAFF_MESSAGES.roleInvalid });
      expect(result.errors['password']).toBeDefined();
    }
  });

  it('bounds the name', () => {
    expect(validateForm(staffCreateSchema, { name: 'x'.repeat(256), email: 'a@b.fr', role: 'logistique', password: 'Secret2026!' }).ok).toBe(false);
  });
});

describe('staffUpdateSchema', () => {
  it('takes a role, an active flag or both, and refuses an empty change', () => {
    expect(validateForm(staffUpdateSchema, { role: 'logistique' }).ok).toBe(true);
    expect(validateForm(staffUpdateSchema, { active: false }).ok).toBe(true);
    expect(validateForm(staffUpdateSchema, {}).ok).toBe(false);
  });
});
