import type { UserProfile } from '@otech/domain';
import { authTokenAtom, currentUserAtom, serverSessionAtom } from './session.ts';
import { shopStore } from './store.ts';

/**
 * The session cookie decides who is signed in: the header the server drew from it is the one the
 * browser shows. A session this browser still stores but the server no longer knows (the cookie
 * expired with its token, or was revoked) is dropped here, before anything is drawn.
 */
export function adoptServerSession(session: UserProfile | null): void {
  shopStore.set(serverSessionAtom, session);
  if (session === null && shopStore.get(currentUserAtom) !== null) {
    shopStore.set(authTokenAtom, null);
    shopStore.set(currentUserAtom, null);
  }
}
