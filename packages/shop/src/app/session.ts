import * as v from 'valibot';
import { atom } from 'jotai';
import { AdminClientSessionSchema, AdminLoginResponseSchema, UserProfileSchema } from '@otech/domain';
import { storageKeys } from './storage/storageKeys.ts';
import { atomWithValidatedStorage } from './storage/validatedStorage.ts';
import { shopStore } from './store.ts';

// The session is restored from local storage on load (spec 1 §4 "Session"); the token is the
// server's signed token, so a tampered user record in storage grants nothing on the API.
export const currentUserAtom = atomWithValidatedStorage(storageKeys.currentUser, v.nullable(UserProfileSchema), null);
export const authTokenAtom = atomWithValidatedStorage(storageKeys.authToken, v.nullable(v.string()), null);

export const isSignedInAtom = atom((get) => get(currentUserAtom) !== null && get(authTokenAtom) !== null);

/**
 * Who the server found signed in, from the session cookie: the header the server draws, and the one
 * the browser's hydrating render must draw too, before local storage is read.
 */
export const serverSessionAtom = atom<v.InferOutput<typeof UserProfileSchema> | null>(null);

/**
 * True once someone signed in on this page: the session the server wrote in the page's bootstrap is
 * then older than the stored one (a press held until the sign-in island hydrated, answered before
 * the page adopted the bootstrap's session).
 */
export const signedInOnPageAtom = atom(false);

/** The administrator's signed-in session (spec 3 keeps "the current administrator" in local storage). */
export const adminSessionAtom = atomWithValidatedStorage(
  storageKeys.adminSession,
  v.nullable(AdminLoginResponseSchema),
  null,
);

/**
 * The admin-client session of spec 3 while an administrator acts as a client, with the names the
 * 'Connexion en tant que' bar shows. The customer session itself is the ordinary one above.
 */
const ImpersonationSchema = v.object({
  session: AdminClientSessionSchema,
  client: v.object({ firstName: v.string(), lastName: v.string() }),
});
export const impersonationAtom = atomWithValidatedStorage(storageKeys.adminClientSession, v.nullable(ImpersonationSchema), null);

/** Whose token a request carries: the customer's, or the administrator's for the administration area. */
export type SessionKind = 'customer' | 'admin';

/** The one place the HTTP client takes its bearer token from. */
export function sessionToken(kind: SessionKind): string | null {
  return kind === 'admin' ? (shopStore.get(adminSessionAtom)?.token ?? null) : shopStore.get(authTokenAtom);
}
