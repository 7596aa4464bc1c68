import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Store } from 'express-rate-limit';
import { anonymousWritesOf, countAnonymousWrite, forgetAnonymousWrites, uncountAnonymousWrite } from '../db/anonymousWrites.ts';
import type { Database } from '../db/database.ts';

export const ANONYMOUS_WRITES = {
  windowMs: 60 * 60 * 1000,
  /** Per client address and route, per window: a company sends a few, a script thousands. */
  limit: 10,
} as const;

const ANONYMOUS_WRITES_MESSAGE = 'Trop de demandes envoyées depuis cette adresse. Réessayez dans une heure.';

/** The limiter's counts of one route in the database, shared by every API process on it. */
function databaseStore(db: Database, route: string): Store {
  const keyOf = (key: string) => `${route}:${key}`;
  const window = (found: { hits: number; resetMs: number }) => ({ totalHits: found.hits, resetTime: new Date(found.resetMs) });
  return {
    prefix: route,
    localKeys: false,
    get: async (key) => {
      const found = await anonymousWritesOf(db, keyOf(key), Date.now());
      return found && window(found);
    },
    increment: async (key) => window(await countAnonymousWrite(db, keyOf(key), Date.now(), ANONYMOUS_WRITES.windowMs)),
    decrement: (key) => uncountAnonymousWrite(db, keyOf(key)),
    resetKey: (key) => forgetAnonymousWrites(db, keyOf(key)),
  };
}

/**
 * Rate limit of a write anyone may send without an account (contact request, registration):
 * each route (named by `route`) counts per client address, in the database so that every API
 * process shares the count, and answers 429 with Retry-After past the limit; a 400 is not counted. Call once per route,
 * when the routes are registered.
 */
export function anonymousWriteLimit(db: Database, route: string): RequestHandler {
  return rateLimit({
    windowMs: ANONYMOUS_WRITES.windowMs,
    limit: ANONYMOUS_WRITES.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: databaseStore(db, route),
    // A request refused as invalid (400) stores nothing: it is taken back from the count, so a
    // visitor correcting a form is not locked out. Any other answer (201, 409 e-mail taken) counts.
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 400,
    handler: (_req, res) => {
      res.status(429).json({ message: ANONYMOUS_WRITES_MESSAGE });
    },
  });
}
