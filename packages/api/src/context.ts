import type { Request, RequestHandler, Response, Router } from 'express';
import type * as v from 'valibot';
import type { AccountOpening, Client, StaffPermission } from '@otech/domain';
import type { AdminRecord, Database } from './db/database.ts';
import type { TokenClaims, TokenSigner } from './auth/tokens.ts';
import type { ApiIssue } from './http/errors.ts';
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

/**
 * Everything a route module needs, handed to each `register(router, ctx)` of src/app.ts.
 * See how a route area is written in docs/api.md.
 */
export interface RouteContext {
  /** The runtime database, read and written only through the functions of src/db (`clientById(db, id)`…); `db.products` is the catalogue's search index. */
  db: Database;
  /** True when the API runs on the demo seed (fallback passwords accepted). */
  demo: boolean;
  /** How a registration opens its account: at once, or once validated on /admin/ouvertures. */
  accountOpening: AccountOpening;
  /** The seed sources (`data/`), for the few files read as they are, such as the demo accounts. */
  dataDir: string;
  /** `data/images`, served under `/api/images`. */
  imagesDir: string;
  tokens: TokenSigner;
  /** The e-mail outbox's sender: call `wake()` after a transaction that queued a message (src/db/mailOutbox.ts). */
  mail: MailDispatcher;
  /** 401 without a valid customer token (admins get 403); then `customerOf(req)` is the caller. */
  requireCustomer: RequestHandler;
  /** 401 without a valid admin token (customers get 403); then `adminOf(req)` is the caller. */
  requireAdmin: RequestHandler;
  /** Either kind of token. */
  requireSignedIn: RequestHandler;
  /**
   * For a table's route (`http/route.ts`): an account of those kinds, a staff member only with
   * `permission` (none named: the Administrateur only). The three above read the inline routes' table instead.
   */
  requireAccess(kinds: readonly Identity['kind'][], permission?: StaffPermission | 'any'): RequestHandler;
  customerOf(req: Request): Client;
  adminOf(req: Request): AdminRecord;
  /** Replaces `req.body` by the schema's output, or answers 400 `{ message, issues }`. */
  validateBody<TSchema extends v.GenericSchema>(schema: TSchema): RequestHandler;
  /** Same for `req.query`; the output is put on `res.locals.query`. */
  validateQuery<TSchema extends v.GenericSchema>(schema: TSchema): RequestHandler;
  /** Wraps an async handler so a rejection reaches the error middleware (express 4 does not). */
  handle(handler: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler;
  sendError(res: Response, status: number, message: string, issues?: ApiIssue[]): void;
}

/** A route module: registers its routes on the router mounted at `/api`. */
export type RegisterRoutes = (router: Router, ctx: RouteContext) => void;
