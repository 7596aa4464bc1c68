import type { Request, RequestHandler, Response } from 'express';
import { can, isAccountUsable, STAFF_MESSAGES, withoutBanking } from '@otech/domain';
import type { Client, StaffPermission, StaffRole } from '@otech/domain';
import type { AdminRecord, Database } from '../db/database.ts';
import type { Identity } from '../context.ts';
import type { TokenSigner } from './tokens.ts';
import { HttpError } from '../http/errors.ts';
import { adminOfSession, customerOfSession } from '../db/sessions.ts';

const AUTH_MESSAGES = {
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
 * was issued, so blocking a client cuts its open sessions for good, even once unblocked. A staff
 * member must be active with sessions not ended since; a session a staff member opened on a
 * client's account lives only as long as that member's own session (issue 27).
 */
async function identify(req: Request, db: Database, tokens: TokenSigner): Promise<Identity> {
  const token = bearer(req);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.missing);
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, AUTH_MESSAGES.invalid);
  if (claims.kind === 'admin') {
    const admin = await adminOfSession(db, claims.id, claims.subject, claims.issuedAtMs);
    if (!admin) throw new HttpError(401, AUTH_MESSAGES.invalid);
    return { kind: 'admin', admin, token: claims };
  }
  if (claims.actor !== undefined && !(await adminOfSession(db, claims.actorTokenId ?? '', claims.actor, claims.issuedAtMs))) {
    throw new HttpError(401, AUTH_MESSAGES.invalid);
  }
  const client = await customerOfSession(db, claims.id, Number(claims.subject), claims.issuedAtMs);
  if (!client || !isAccountUsable(client)) throw new HttpError(401, AUTH_MESSAGES.invalid);
  return { kind: 'customer', client, token: claims };
}

/** Every JSON answer of this request leaves out clients' banking details (staff without `clients.banking`). */
function hideBanking(res: Response): void {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(withoutBanking(body));
}

/** Whether a member of that role may call a route needing that permission (none named: the Administrateur only). */
function staffMay(role: StaffRole, permission: StaffPermission | 'any' | undefined): boolean {
  if (permission === 'any') return true;
  return permission === undefined ? role === 'administrateur' : can(role, permission);
}

/**
 * Lets through a signed-in account of one of `kinds`; a staff member only with the permission the
 * route needs (403 naming their role's limit otherwise).
 */
export function requireIdentity(db: Database, tokens: TokenSigner, kinds: readonly Kind[], permission?: StaffPermission | 'any'): RequestHandler {
  return (req, res, next) => {
    identify(req, db, tokens)
      .then((identity) => {
        if (!kinds.includes(identity.kind)) {
          throw new HttpError(403, kinds.includes('admin') ? AUTH_MESSAGES.adminOnly : AUTH_MESSAGES.customerOnly);
        }
        if (identity.kind === 'admin' && !staffMay(identity.admin.role, permission)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
        if (identity.kind === 'admin' && !can(identity.admin.role, 'clients.banking')) hideBanking(res);
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
