import type { Response } from 'express';

/**
 * The customer's session cookie, set beside the bearer token the login answers. It is httpOnly
 * (no script can read it) and SameSite=Lax, and only the shop's server renderer reads it, to draw
 * the right header on the first HTML; the API itself still authenticates by the bearer token alone,
 * so no request forged from another site can act with the cookie.
 */
export const SESSION_COOKIE = 'otech_session';

export function setSessionCookie(res: Response, token: string, lifetimeSeconds: number): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: res.req.secure,
    path: '/',
    maxAge: lifetimeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: res.req.secure, path: '/' });
}
