import type { RequestHandler } from 'express';

/** Another site learns the shop's origin from a link followed, never the page's path and query (a search, an order number). */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Browser features the shop never uses, refused to every page and frame. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';
/** 180 days of HTTPS only, for this host alone (another host of the domain may still serve HTTP). */
const HSTS = 'max-age=15552000';

/**
 * Headers of every answer, pages and API (issue 27): Referrer-Policy, Permissions-Policy, and
 * Strict-Transport-Security when the request came over HTTPS, which behind a TLS proxy the app
 * knows only when OTECH_TRUST_PROXY lets it read X-Forwarded-Proto (trustProxy.ts).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set('Referrer-Policy', REFERRER_POLICY);
  res.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.secure) res.set('Strict-Transport-Security', HSTS);
  next();
};
