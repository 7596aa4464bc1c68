import { describe, expect, it } from 'vitest';
import { adoptServerSession } from './adoptServerSession.ts';
import { authTokenAtom, currentUserAtom, serverSessionAtom } from './session.ts';
import { shopStore } from './store.ts';
import { testUser } from './testUser.ts';

const user = testUser;

function storeSession() {
  shopStore.set(currentUserAtom, user);
  shopStore.set(authTokenAtom, 'token');
}

describe('the session cookie decides who is signed in', () => {
  it('keeps the stored session the server also knows, and gives the header its user', () => {
    storeSession();
    adoptServerSession(user);
    expect(shopStore.get(serverSessionAtom)).toEqual(user);
    expect(shopStore.get(currentUserAtom)).toEqual(user);
    expect(shopStore.get(authTokenAtom)).toBe('token');
  });

  it('drops a stored session the server no longer knows (cookie expired or revoked)', () => {
    storeSession();
    adoptServerSession(null);
    expect(shopStore.get(serverSessionAtom)).toBeNull();
    expect(shopStore.get(currentUserAtom)).toBeNull();
    expect(shopStore.get(authTokenAtom)).toBeNull();
  });
});
