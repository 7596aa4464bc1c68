import { storageKeys } from './storage/storageKeys.ts';

/**
 * Whether this browser stores a customer's session, without reading it: what needs the session
 * (its schemas, the cart's count) loads only then, and a first visit does without.
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(storageKeys.currentUser) !== null || localStorage.getItem(storageKeys.authToken) !== null;
  } catch {
    // Storage refused (a privacy setting): nothing stored can be read either.
    return false;
  }
}
