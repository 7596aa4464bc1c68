import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminClientSessionSchema, AdminLoginResponseSchema, AdminSchema, PublicAdminSchema } from './admin.ts';
import { formatFieldIssue, validate } from './issues.ts';

const admin = {
  id: 'admin-1',
  username: 'admin',
  password_hash: 'scrypt$16384$8$1$salt$hash',
  name: 'Administrateur OTECH',
  email: 'admin@otech.fr',
  role: 'administrateur',
  active: true,
  lastLogin: '2025-03-14T08:00:00.000Z',
};

describe('AdminSchema (spec 3 §3, issue 23)', () => {
  it('accepts a staff member with a name, an e-mail, a role and an active flag', () => {
    expect(v.parse(AdminSchema, admin).role).toBe('administrateur');
  });

  it('names an unknown role', () => {
    const result = validate(AdminSchema, { ...admin, role: 'superAdmin' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'role: expected one of administrateur, commercial, comptabilite, logistique, got "superAdmin"',
    ]);
  });

  it('requires the password hash in the stored record', () => {
    const { password_hash: _hash, ...withoutHash } = admin;
    expect(v.is(AdminSchema, withoutHash)).toBe(false);
  });
});

describe('PublicAdminSchema and AdminLoginResponseSchema', () => {
  it('drop the password hash', () => {
    const shown = { ...admin, permissions: ['orders.view'] };
    expect(v.parse(PublicAdminSchema, shown)).not.toHaveProperty('password_hash');
    expect(v.parse(AdminLoginResponseSchema, { token: 'jwt', admin: shown }).admin).not.toHaveProperty('password_hash');
  });
});

describe('AdminClientSessionSchema (spec 3 §3)', () => {
  it('records who opened which client and when', () => {
    const session = { adminId: 'admin-1', clientId: '7', timestamp: '2025-03-14T08:05:00.000Z' };
    expect(v.parse(AdminClientSessionSchema, session)).toEqual(session);
  });
});
