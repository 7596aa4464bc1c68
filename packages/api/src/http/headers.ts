import type { RequestHandler } from 'express';

/** Paths whose answers carry a session even without a token in the request (sign-in, impersonation). */
const SESSION_PATHS = /^\/(auth|admin)\//;

/**
 * Headers of every API answer: `nosniff`, so a browser never runs an answer as another type than
 * it says; and `Cache-Control: no-store` on whatever is personal (an answer to a request carrying
 * a token, a session, an invoice PDF), so no browser or proxy cache keeps it for the next user.
 * The public catalogue keeps its default caching.
 */
export const apiHeaders: RequestHandler = (req, res, next) => {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.get('authorization') || SESSION_PATHS.test(req.path)) res.set('Cache-Control', 'no-store');
  next();
};
