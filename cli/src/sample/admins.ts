import { scryptSync } from 'node:crypto';

/** The demo administrator (documented in data/README.md). */
export const DEMO_ADMIN = { username: 'admin', password: 'OtechAdmin2025!' } as const;

/** Spec 3 section 6: the one super administrator and its permissions. */
export const SUPER_ADMIN_PERMISSIONS = ['view_orders', 'edit_orders', 'view_stats', 'manage_users', 'manage_products'];

export interface AdminSeed {
  id: string;
  username: string;
  password_hash: string;
  role: 'superAdmin';
  permissions: string[];
}

/**
 * `scrypt:<salt hex>:<key hex>`, N=16384 r=8 p=1, 32-byte key (node:crypto defaults). Unlike the
 * clients' legacy SHA-256, a salted slow hash: the admin password guards every account.
 */
export function adminPasswordHash(password: string, salt: Buffer): string {
  return `scrypt:${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function sampleAdmins(salt: Buffer): AdminSeed[] {
  return [
    {
      id: '1',
      username: DEMO_ADMIN.username,
      password_hash: adminPasswordHash(DEMO_ADMIN.password, salt),
      role: 'superAdmin',
      permissions: SUPER_ADMIN_PERMISSIONS,
    },
  ];
}
