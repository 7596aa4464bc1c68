import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { clientAccountState, type ClientAccountState } from './clientAccountState.ts';

/** The fields of a client record that sign-in reads (spec 1 section 3). */
export interface SignInClient {
  pseudo: string;
  hash_password?: string | null;
  actif?: boolean | null;
  bloque?: boolean | null;
  en_attente_validation?: boolean | null;
}

export type SignInFailureReason = 'not_found' | 'wrong_password' | 'inactive' | 'blocked' | 'pending';
export type SignInResult = { ok: true } | { ok: false; reason: SignInFailureReason; message: string };

/** Sign-in failure texts, first reading of spec 1 section 5 / section 8. */
export const SIGN_IN_MESSAGES: Readonly<Record<SignInFailureReason, string>> = {
  not_found: 'Client introuvable',
  wrong_password: 'Mot de passe incorrect',
  inactive: 'Compte désactivé',
  blocked: 'Compte bloqué',
  // The spec names no other text for a registration staff have not validated yet: it is not active (decision 221).
  pending: 'Compte désactivé',
};

/** Why an account that is not active refuses sign-in: its one state (`clientAccountState`). */
const REFUSAL_OF_STATE: Readonly<Record<Exclude<ClientAccountState, 'actifs'>, SignInFailureReason>> = {
  en_attente: 'pending',
  bloques: 'blocked',
  inactifs: 'inactive',
};

/**
 * The 429 of a throttled sign-in, naming the real wait (the throttle's Retry-After, in seconds):
 * the first delays are a second or two, and "quelques minutes" sent the rightful owner away.
 * The spec names no text; seconds under a minute, whole minutes rounded up beyond.
 */
export function signInWaitMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;
  return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
}

/** Passwords accepted for a client without hash besides the lowercased pseudo (spec 1 section 9). */
export const FALLBACK_PASSWORD = 'admin';

/** An identifier holding '@' is an e-mail, otherwise a pseudo (spec 1 section 5). */
export function identifierIsEmail(identifier: string): boolean {
  return identifier.includes('@');
}

/**
 * A slow salted hash, `scrypt:<salt hex>:<key hex>` (node:crypto scrypt, N=16384 r=8 p=1, 32-byte
 * key): how staff passwords are kept, and customer passwords since issue 27.
 */
export const SLOW_HASH_PATTERN = /^scrypt:([0-9a-f]{16,128}):([0-9a-f]{64})$/;

/** True for a stored password hash still in spec 1's SHA-256 form: upgraded at the next successful sign-in. */
export function needsSlowHash(stored: string | null | undefined): boolean {
  return !!stored && !SLOW_HASH_PATTERN.test(stored);
}

/** SHA-256 of pseudo followed by password, lowercase hexadecimal (spec 1 section 9): kept only to check hashes stored before issue 27. */
export function passwordHash(pseudo: string, password: string): string {
  return bytesToHex(sha256(utf8ToBytes(pseudo + password)));
}

// Runs over the whole of both strings whatever they hold, so the time taken does not tell
// how many leading characters of a guess were right.
function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

/** Whether the password matches a client's spec 1 SHA-256 hash (or, in the demo, the no-hash fallback). */
export function legacyPasswordMatches(client: SignInClient, password: string, allowNoHashFallback: boolean): boolean {
  const candidate = passwordHash(client.pseudo, password);
  // An empty hash is treated as no hash: it can match no digest.
  if (client.hash_password) {
    return constantTimeEqual(candidate, client.hash_password.toLowerCase());
  }
  if (!allowNoHashFallback) return false;
  // The fallback passwords are compared as digests too, to keep one constant-time path.
  const accepted = [FALLBACK_PASSWORD, client.pseudo.toLowerCase()].map((p) => passwordHash(client.pseudo, p));
  return accepted.map((digest) => constantTimeEqual(candidate, digest)).some(Boolean);
}

export interface SignInOptions {
  /**
   * Accept 'admin' or the lowercased pseudo for a client with no hash. A demo feature of the
   * spec (section 5): only a demo deployment may turn it on.
   */
  allowNoHashFallback: boolean;
}

/**
 * Sign-in decision of spec 1 section 5. Checked in this order: the client exists, the
 * password matches, the account's one state (`clientAccountState`) is active. The password comes
 * before the account's state so that a wrong password never reveals whether the account is
 * disabled, blocked or awaiting validation. Absent flags have the spec's defaults (spec 1 section 3).
 */
export function checkSignIn(
  client: SignInClient | undefined | null,
  password: string,
  options: SignInOptions,
): SignInResult {
  return signInDecision(client, !!client && legacyPasswordMatches(client, password, options.allowNoHashFallback));
}

/**
 * The same decision once the password has been checked, however it was (a slow hash is checked
 * off the event loop by the API).
 */
export function signInDecision(client: SignInClient | undefined | null, passwordMatched: boolean): SignInResult {
  const fail = (reason: SignInFailureReason): SignInResult => ({
    ok: false,
    reason,
    message: SIGN_IN_MESSAGES[reason],
  });
  if (!client) return fail('not_found');
  if (!passwordMatched) return fail('wrong_password');
  const state = clientAccountState({
    actif: client.actif ?? undefined,
    bloque: client.bloque ?? undefined,
    en_attente_validation: client.en_attente_validation ?? undefined,
  });
  return state === 'actifs' ? { ok: true } : fail(REFUSAL_OF_STATE[state]);
}
