import { scryptSync } from 'node:crypto';
import type { Admin, StaffRole } from '@otech/domain';

/** The demo staff, one per role (issue 23; data/demo-accounts.json shows them): the old "admin" is the Administrateur. */
const DEMO_STAFF: readonly { username: string; name: string; email: string; role: StaffRole; password: string }[] = [
  { username: 'admin', name: 'Administrateur OTECH', email: 'admin@otech.fr', role: 'administrateur', password: 'OtechAdmin2025!' },
  { username: 'commercial', name: 'Marie Leroy', email: 'marie.leroy@otech.fr', role: 'commercial', password: 'OtechCommercial2025!' },
  { username: 'comptabilite', name: 'Paul Martin', email: 'paul.martin@otech.fr', role: 'comptabilite', password: 'OtechCompta2025!' },
  { username: 'logistique', name: 'Lucie Bernard', email: 'lucie.bernard@otech.fr', role: 'logistique', password: 'OtechLogistique2025!' },
];

/**
 * `scrypt:<salt hex>:<key hex>`, N=16384 r=8 p=1, 32-byte key (node:crypto defaults), the API's
 * slow hash (packages/api/src/auth/passwords.ts), with a fixed salt so the sample is reproducible.
 */
function adminPasswordHash(password: string, salt: Buffer): string {
  return `scrypt:${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

/** One salt per account, the first one's kept from before the roles so its stored hash did not change. */
export function sampleAdmins(salt: Buffer): Admin[] {
  return DEMO_STAFF.map(({ password, ...staff }, index) => ({
    id: String(index + 1),
    ...staff,
    password_hash: adminPasswordHash(password, index === 0 ? salt : Buffer.concat([salt, Buffer.from(`-${staff.username}`)])),
    active: true,
  }));
}
