import type { Request, RequestHandler } from 'express';
import type { AccountOpening, Client, StaffPermission } from '@otech/domain';
import type { AdminRecord, Database } from './db/database.ts';
import type { TokenClaims, TokenSigner } from './auth/tokens.ts';
import type { MailDispatcher } from './mail/mailDispatcher.ts';

/** Who sent the request, put on `req.identity` by the auth middlewares. */
export type Identity =
  | { kind: 'customer'; client: Client; token: TokenClaims }
  | { kind: 'admin'; admin: AdminRecord; token: TokenClaims };

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

/** Everything a route's handler needs beside its request, handed to it by `route()` (src/http/route.ts). */
export interface RouteContext {
  /** The runtime database, read and written only through the functions of src/db (`clientById(db, id)`…); `db.products` is the catalogue's search index. */
  db: Database;
  /** True when the API runs on the demo seed (fallback passwords accepted). */
  demo: boolean;
  /** How a registration opens its account: at once, or once validated on /admin/ouvertures. */
  accountOpening: AccountOpening;
  /** Whether customers may order from the cart without a quote (OTECH_ONLINE_ORDERING=1); closed, the cart asks for a quote. */
  onlineOrdering: boolean;
  /** The seed sources (`data/`), for the few files read as they are, such as the demo accounts. */
  dataDir: string;
  tokens: TokenSigner;
  /** The e-mail outbox's sender: call `wake()` after a transaction that queued a message (src/db/mailOutbox.ts). */
  mail: MailDispatcher;
  /** 401 without a valid customer token (admins get 403); then `customerOf(req)` is the caller. */
  requireCustomer: RequestHandler;
  /**
   * For a table's route (`http/route.ts`): an account of those kinds, a staff member only with
   * `permission` (none named: the Administrateur only).
   */
  requireAccess(kinds: readonly Identity['kind'][], permission?: StaffPermission | 'any'): RequestHandler;
  customerOf(req: Request): Client;
  adminOf(req: Request): AdminRecord;
}

