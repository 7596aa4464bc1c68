import type { Request, RequestHandler } from 'express';
import type { Client } from '@otech/domain';
import type { AdminRecord, Database } from '../db/database.ts';
import type { Identity } from '../context.ts';
import type { TokenSigner } from './tokens.ts';
import { HttpError } from '../http/errors.ts';
import { adminOfSession, customerOfSession } from '../db/sessions.ts';

export const AUTH_MESSAGES = {
  missing: 'Authentification requise',
  invalid: 'Session invalide ou expirée',
  customerOnly: 'Accès réservé aux clients connectés',
  adminOnly: 'Accès réservé aux administrateurs',
} as const;

type Kind = Identity['kind'];

function bearer(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Resolves the bearer token to a live account: well signed, unexpired, not revoked, and its
 * account still there and (for a customer) still allowed to sign in and not ended since the token
 * was issued, so blocking a client cuts its open sessions for good, even once unblocked.
 */
async function identify(req: Request, db: Database, tokens: TokenSigner): Promise<Identity> {
  const token = bearer(req);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.missing);
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, AUTH_MESSAGES.invalid);
  if (claims.kind === 'admin') {
    const admin = await adminOfSession(db, claims.id, claims.subject);
    if (!admin) throw new HttpError(401, AUTH_MESSAGES.invalid);
    return { kind: 'admin', admin, token: claims };
  }
  const client = await customerOfSession(db, claims.id, Number(claims.subject), claims.issuedAtMs);
  if (!client || client.actif === false || client.bloque === true) throw new HttpError(401, AUTH_MESSAGES.invalid);
  return { kind: 'customer', client, token: claims };
}

export function requireIdentity(db: Database, tokens: TokenSigner, kinds: readonly Kind[]): RequestHandler {
  return (req, _res, next) => {
    identify(req, db, tokens)
      .then((identity) => {
        if (!kinds.includes(identity.kind)) {
          throw new HttpError(403, kinds.includes('admin') ? AUTH_MESSAGES.adminOnly : AUTH_MESSAGES.customerOnly);
        }
        req.identity = identity;
        next();
      })
      .catch(next);
  };
}

export function customerOf(req: Request): Client {
  if (req.identity?.kind !== 'customer') throw new HttpError(401, AUTH_MESSAGES.missing);
  return req.identity.client;
}

export function adminOf(req: Request): AdminRecord {
  if (req.identity?.kind !== 'admin') throw new HttpError(401, AUTH_MESSAGES.missing);
  return req.identity.admin;
}
