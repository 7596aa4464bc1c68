import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminClientSessionSchema, AdminLoginResponseSchema, AdminSchema, PublicAdminSchema } from './admin.ts';
import { formatFieldIssue, validate } from './issues.ts';

const admin = {
  id: 'admin-1',
  username: 'admin',
  password_hash: 'scrypt$16384$8$1$salt$hash',
  role: 'superAdmin',
  permissions: ['view_orders', 'edit_orders', 'view_stats', 'manage_users', 'manage_products'],
  lastLogin: '2025-03-14T08:00:00.000Z',
};

describe('AdminSchema (spec 3 §3, §6)', () => {
  it('accepts the super administrator with the five permissions', () => {
    expect(v.parse(AdminSchema, admin).permissions).toHaveLength(5);
  });

  it('names an unknown permission by its position', () => {
    const result = validate(AdminSchema, { ...admin, permissions: ['view_orders', 'delete_everything'] });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'permissions.1: expected one of view_orders, edit_orders, view_stats, manage_users, manage_products, got "delete_everything"',
    ]);
  });

  it('requires the password hash in the stored record', () => {
    const { password_hash: _hash, ...withoutHash } = admin;
    expect(v.is(AdminSchema, withoutHash)).toBe(false);
  });
});

describe('PublicAdminSchema and AdminLoginResponseSchema', () => {
  it('drop the password hash', () => {
    expect(v.parse(PublicAdminSchema, admin)).not.toHaveProperty('password_hash');
    expect(v.parse(AdminLoginResponseSchema, { token: 'jwt', admin }).admin).not.toHaveProperty('password_hash');
  });
});

describe('AdminClientSessionSchema (spec 3 §3)', () => {
  it('records who opened which client and when', () => {
    const session = { adminId: 'admin-1', clientId: '7', timestamp: '2025-03-14T08:05:00.000Z' };
    expect(v.parse(AdminClientSessionSchema, session)).toEqual(session);
  });
});
