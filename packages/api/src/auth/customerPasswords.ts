import { legacyPasswordMatches, needsSlowHash, signInDecision } from '@otech/domain';
import type { Client, SignInResult } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { upgradePasswordHash } from '../db/passwordUpgrade.ts';
import { isDemoSeedAccount } from '../db/demoSeedAccounts.ts';
import { hashPassword, slowHashMatches } from './passwords.ts';

/** The demo's no-hash fallback passwords open the demo seed's own accounts only (issue 20), in demo mode. */
export async function demoFallbackAllowed(db: Database, demo: boolean, client: Client | undefined): Promise<boolean> {
  return demo && client !== undefined && (await isDemoSeedAccount(db, client.id));
}

/**
 * Whether the password is the customer's: against the slow hash, or against spec 1's SHA-256 for a
 * hash stored before issue 27 (and the demo's no-hash fallback). An absent client costs a decoy scrypt run.
 */
export async function customerPasswordMatches(client: Client | undefined, password: string, allowNoHashFallback: boolean): Promise<boolean> {
  if (!client) return slowHashMatches(undefined, password);
  if (client.hash_password && !needsSlowHash(client.hash_password)) return slowHashMatches(client.hash_password, password);
  return legacyPasswordMatches(client, password, allowNoHashFallback);
}

/**
 * The sign-in decision of spec 1 §5 with the password checked as above; a successful sign-in on a
 * SHA-256 hash stores the slow hash in its place, so no customer has to reset (issue 27).
 */
export async function checkCustomerSignIn(db: Database, client: Client | undefined, password: string, allowNoHashFallback: boolean): Promise<SignInResult> {
  const result = signInDecision(client, await customerPasswordMatches(client, password, allowNoHashFallback));
  if (result.ok && client?.hash_password && needsSlowHash(client.hash_password)) {
    await upgradePasswordHash(db, client.id, client.hash_password, await hashPassword(password));
  }
  return result;
}
