import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export const ANONYMOUS_WRITES = {
  windowMs: 60 * 60 * 1000,
  /** Per client address and route, per window: a company sends a few, a script thousands. */
  limit: 10,
} as const;

export const ANONYMOUS_WRITES_MESSAGE = 'Trop de demandes envoyées depuis cette adresse. Réessayez dans une heure.';

/**
 * Rate limit of a write anyone may send without an account (contact request, registration):
 * each route counts per client address, in memory, and answers 429 with Retry-After past the limit.
 * Call once per route, when the routes are registered.
 */
export function anonymousWriteLimit(): RequestHandler {
  return rateLimit({
    windowMs: ANONYMOUS_WRITES.windowMs,
    limit: ANONYMOUS_WRITES.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: ANONYMOUS_WRITES_MESSAGE });
    },
  });
}
