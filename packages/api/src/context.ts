import type { Request, RequestHandler } from 'express';
import type { AccountOpening, Client } from '@otech/domain';
import type { AdminRecord, Database } from './db/database.ts';
import type { TokenClaims, TokenSigner } from './auth/tokens.ts';

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
  /** The seed sources (`data/`), for the few files read as they are, such as the demo accounts. */
  dataDir: string;
  /** `data/images`, served under `/api/images`. */
  imagesDir: string;
  tokens: TokenSigner;
  /** 401 without a valid customer token (admins get 403); then `customerOf(req)` is the caller. */
  requireCustomer: RequestHandler;
  /** 401 without a valid admin token (customers get 403); then `adminOf(req)` is the caller. */
  requireAdmin: RequestHandler;
  /** Either kind of token. */
  requireSignedIn: RequestHandler;
  customerOf(req: Request): Client;
  adminOf(req: Request): AdminRecord;
}

