import type { Database } from './database.ts';
import { sqlSignInFailures } from './sql/signInFailures.ts';

/* The sign-in throttle's counts of failures, by account and by address (src/http/signInThrottle.ts). */

export type FailureKind = 'account' | 'address';

export interface Failures {
  count: number;
  first: number;
  last: number;
}

/** What the throttle needs of its storage. */
export interface SignInFailureStore {
  read(kind: FailureKind, key: string): Promise<Failures | undefined>;
  /** Counts one failure at `now`; a count whose last failure is before `expiredBefore` starts again. */
  add(kind: FailureKind, key: string, now: number, expiredBefore: number): Promise<void>;
  remove(kind: FailureKind, key: string): Promise<void>;
}

/** Most keys of each kind held in memory by `failuresInMemory`; the oldest are forgotten first. */
export const MAX_FAILURE_KEYS = 10_000;

export type FailureMaps = Record<FailureKind, Map<string, Failures>>;

export const emptyFailureMaps = (): FailureMaps => ({ account: new Map(), address: new Map() });

/** The counts as the database keeps them: in its `sign_in_failures` table, shared by every API process on it. */
export function signInFailures(db: Database): SignInFailureStore {
  return sqlSignInFailures(db.sql);
}

/** Counts held in one process's maps, each bounded to MAX_FAILURE_KEYS keys (the throttle's own tests). */
export function failuresInMemory(maps: FailureMaps): SignInFailureStore {
  return {
    read: async (kind, key) => maps[kind].get(key),
    add: async (kind, key, now, expiredBefore) => {
      const map = maps[kind];
      const stored = map.get(key);
      const entry = stored && stored.last >= expiredBefore ? stored : { count: 0, first: now, last: now };
      map.delete(key);
      map.set(key, { ...entry, count: entry.count + 1, last: now });
      if (map.size > MAX_FAILURE_KEYS) map.delete(map.keys().next().value as string);
    },
    remove: async (kind, key) => {
      maps[kind].delete(key);
    },
  };
}
