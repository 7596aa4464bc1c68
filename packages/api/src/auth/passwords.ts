import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { SLOW_HASH_PATTERN } from '@otech/domain';

/*
 * The slow salted hash of every password the shop keeps, staff's and customers' (issues 23 and 27):
 * `scrypt:<salt hex>:<key hex>`, node:crypto's scrypt at N=16384 r=8 p=1 with a 32-byte key and a
 * 16-byte random salt (docs/decisions/091-password-hash.md). It runs on libuv's thread pool, so a
 * sign-in does not hold the event loop.
 */

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// A fixed salt and key for unknown accounts, so that they cost the same scrypt run as a wrong password.
const DECOY = `scrypt:${'00'.repeat(SALT_BYTES)}:${'00'.repeat(KEY_LENGTH)}`;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash of the password, under a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt:${salt.toString('hex')}:${(await derive(password, salt)).toString('hex')}`;
}

/**
 * Checks a password against its stored slow hash. An absent account (hash undefined) is checked
 * against a decoy, so the answer time does not tell which accounts exist.
 */
export async function slowHashMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  const match = SLOW_HASH_PATTERN.exec(passwordHash ?? DECOY);
  if (!match) return false;
  const expected = Buffer.from(match[2] ?? '', 'hex');
  const actual = await derive(password, Buffer.from(match[1] ?? '', 'hex'));
  return passwordHash !== undefined && timingSafeEqual(actual, expected);
}
