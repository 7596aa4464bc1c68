import type { Request, RequestHandler, Response, Router } from 'express';
import type * as v from 'valibot';
import type { StaffPermission } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import { parseInput } from './errors.ts';

/** Who may call a route: anyone, a signed-in customer, staff, or either kind of account. */
export type RouteAuth = 'public' | 'customer' | 'admin' | 'signedIn';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Parsed<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined;

/** What a handler receives: the request's parsed body and query with their schemas' types (no casts). */
export interface RouteInput<TBody, TQuery> {
  req: Request;
  res: Response;
  ctx: RouteContext;
  body: Parsed<TBody>;
  query: Parsed<TQuery>;
}

export interface RouteSpec<TBody extends v.GenericSchema | undefined, TQuery extends v.GenericSchema | undefined> {
  method: RouteMethod;
  /** Express path under `/api`, e.g. `/cart/items/:id`. */
  path: string;
  auth: RouteAuth;
  /**
   * What a staff caller needs (issue 23), on `admin` and `signedIn` routes: a permission of the
   * domain's table, checked before anything else, or 'any' (every member, e.g. their own password);
   * none named, the route is the Administrateur's alone.
   */
  permission?: StaffPermission | 'any';
  /** One line for the OpenAPI description. */
  summary: string;
  body?: TBody;
  query?: TQuery;
  /** Status of a successful answer the handler returns (default 200). */
  status?: number;
  /** Checks run after authentication and before the body is parsed (rate limits, content type). */
  before?: (ctx: RouteContext) => RequestHandler[];
  /**
   * The handler: what it returns is answered as JSON with `status`; a handler that answers
   * itself (a file, a redirect) returns nothing.
   */
  handle(input: RouteInput<TBody, TQuery>): unknown;
}

/** A route of a table, its types erased so that a table holds routes of different bodies. */
export interface Route {
  readonly method: RouteMethod;
  readonly path: string;
  readonly auth: RouteAuth;
  readonly permission?: StaffPermission | 'any';
  readonly summary: string;
  readonly body?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly status: number;
  mount(router: Router, ctx: RouteContext): void;
}

function authOf(ctx: RouteContext, auth: RouteAuth, permission: StaffPermission | 'any' | undefined): RequestHandler[] {
  switch (auth) {
    case 'public':
      return [];
    case 'customer':
      return [ctx.requireCustomer];
    case 'admin':
      return [ctx.requireAccess(['admin'], permission)];
    case 'signedIn':
      return [ctx.requireAccess(['customer', 'admin'], permission)];
  }
}

/** A typed route: its schemas parse the body and query (a 400 in French names every field) before `handle`. */
export function route<TBody extends v.GenericSchema | undefined = undefined, TQuery extends v.GenericSchema | undefined = undefined>(
  spec: RouteSpec<TBody, TQuery>,
): Route {
  const status = spec.status ?? 200;
  return {
    method: spec.method,
    path: spec.path,
    auth: spec.auth,
    permission: spec.permission,
    summary: spec.summary,
    body: spec.body,
    query: spec.query,
    status,
    mount(router, ctx) {
      const run: RequestHandler = (req, res, next) => {
        Promise.resolve()
          .then(async () => {
            const body = (spec.body ? parseInput(spec.body, req.body ?? {}) : undefined) as Parsed<TBody>;
            const query = (spec.query ? parseInput(spec.query, req.query) : undefined) as Parsed<TQuery>;
            const answer = await spec.handle({ req, res, ctx, body, query });
            if (answer !== undefined && !res.headersSent) res.status(status).json(answer);
          })
          .catch(next);
      };
      router[spec.method](spec.path, ...authOf(ctx, spec.auth, spec.permission), ...(spec.before?.(ctx) ?? []), run);
    },
  };
}

/** Mounts a table of routes, in its order, on the router served at `/api`. */
export function mountRoutes(router: Router, ctx: RouteContext, routes: readonly Route[]): void {
  for (const each of routes) each.mount(router, ctx);
}
