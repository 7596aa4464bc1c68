import { scrypt, timingSafeEqual } from 'node:crypto';

/** `scrypt:<salt hex>:<key hex>` (data/README.md: node:crypto scrypt, N=16384 r=8 p=1, 32-byte key). */
export const ADMIN_HASH_PATTERN = /^scrypt:([0-9a-f]+):([0-9a-f]{64})$/;

const KEY_LENGTH = 32;
// A fixed salt and key for unknown user names, so that they cost the same scrypt run as a wrong password.
const DECOY = `scrypt:${'00'.repeat(16)}:${'00'.repeat(KEY_LENGTH)}`;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Checks an administrator password against its stored hash, off the event loop. An absent admin
 * (hash undefined) is checked against a decoy, so the answer time does not tell which user names exist.
 */
export async function adminPasswordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  const match = ADMIN_HASH_PATTERN.exec(passwordHash ?? DECOY);
  if (!match) return false;
  const expected = Buffer.from(match[2] ?? '', 'hex');
  const actual = await derive(password, Buffer.from(match[1] ?? '', 'hex'));
  return passwordHash !== undefined && timingSafeEqual(actual, expected);
}
