import type { UserProfile } from '@otech/domain';
import { authTokenAtom, currentUserAtom, serverSessionAtom, signedInOnPageAtom } from './session.ts';
import { readBootstrap } from './serverRendered.ts';
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

/**
 * `adoptServerSession` with the session the page's bootstrap names (a page drawn as islands, once
 * hydrated), unless someone signed in on the page meanwhile: that session is newer, and is kept.
 */
export function adoptPageSession(document: Document): void {
  if (shopStore.get(signedInOnPageAtom)) return;
  adoptServerSession(readBootstrap(document)?.session ?? null);
}
