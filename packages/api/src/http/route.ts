import type { Request, RequestHandler, Response, Router } from 'express';
import * as v from 'valibot';
import type { StaffPermission } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import { HttpError, parseInput, VALIDATION_MESSAGE } from './errors.ts';
import { withImpersonatedAudit } from './impersonatedWrite.ts';
import type { ImpersonatedWrite } from './impersonatedWrite.ts';

/** Who may call a route: anyone, a signed-in customer, staff, or either kind of account. */
export type RouteAuth = 'public' | 'customer' | 'admin' | 'signedIn';

type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
  /**
   * Every customer write route says what it is recorded as when a staff member makes it signed in
   * as the client (issue 23), or `false` when it writes nothing (a check); test/auditedWrites.test.ts
   * fails on a customer write route that says neither.
   */
  impersonated?: ImpersonatedWrite | false;
  body?: TBody;
  query?: TQuery;
  /** Status of a successful answer the handler returns (default 200). */
  status?: number;
  /**
   * Whether the route takes this request; when false it goes on to the next route (json-server's
   * generic REST answers `/products?_page=…`). Asked after authentication, before the query is parsed.
   */
  takes?: (req: Request) => boolean;
  /** Work done once as the app starts, such as reading a file whose fault must stop the start. */
  atStart?: (ctx: RouteContext) => void;
  /** Checks run after authentication and the query, before the body is parsed (rate limits, content type, file reads). */
  before?: (ctx: RouteContext) => RequestHandler[];
  /** What the body schema parses, when the sent JSON needs a step first (default `req.body`). */
  bodyOf?: (req: Request) => unknown;
  /** A dashboard form: the 400's message is the first wrong field's own French text ("IBAN invalide"), not the generic one. */
  form?: boolean;
  /** Media type of a file sent as the body (read by a `before` step), for the OpenAPI description. */
  upload?: string;
  /** Media type of the answer when it is not JSON (a PDF, a CSV), for the OpenAPI description. */
  produces?: string;
  /**
   * What a JSON route answers, as the domain's schema the shop parses it with: the answer body of the
   * OpenAPI description, and checked against every answer under test (a route drifting from it fails,
   * and so does one answering JSON without it). Every route declares `answer`, `produces`, or
   * `status: 204` (answers nothing): `openapi.test.ts` fails on one that declares none.
   */
  answer?: v.GenericSchema;
  /**
   * The handler: what it returns is answered as JSON with `status`; on a `status: 204` route it
   * returns nothing and the route answers once the write (and its audit entry) is committed; a
   * handler that answers itself (a file, a redirect) returns nothing.
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
  readonly impersonated?: ImpersonatedWrite | false;
  readonly body?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly status: number;
  readonly upload?: string;
  readonly produces?: string;
  readonly answer?: v.GenericSchema;
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

/** The body parsed by its schema; a form's refusal is worded by its first wrong field. */
function parseBody(schema: v.GenericSchema, input: unknown, form: boolean): unknown {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!form || !(error instanceof HttpError) || error.message !== VALIDATION_MESSAGE) throw error;
    throw new HttpError(400, error.issues?.[0]?.message ?? VALIDATION_MESSAGE, error.issues);
  }
}

/** Under test (vitest sets NODE_ENV), every answer is checked against its route's `answer` schema. */
const CHECK_ANSWERS = process.env['NODE_ENV'] === 'test';

/** A route's answer that its declared schema refuses, or that it has no schema for: a bug of the route or of the schema, named. */
function checkAnswer(spec: { method: string; path: string }, schema: v.GenericSchema | undefined, answer: unknown): void {
  if (!schema) throw new Error(`${spec.method.toUpperCase()} ${spec.path} answered JSON but declares no answer schema`);
  // Through JSON first: what the client reads (a Date is text, an undefined field absent).
  const result = v.safeParse(schema, JSON.parse(JSON.stringify(answer)));
  if (!result.success) {
    const where = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new Error(`${spec.method.toUpperCase()} ${spec.path} answered outside its answer schema: ${where.join('; ')}`);
  }
}

/** A typed route: its schemas parse the query and body (a 400 in French names every field) before `handle`. */
export function route<TBody extends v.GenericSchema | undefined = undefined, TQuery extends v.GenericSchema | undefined = undefined>(
  spec: RouteSpec<TBody, TQuery>,
): Route {
  const status = spec.status ?? 200;
  const takes: RequestHandler[] = spec.takes ? [(req, _res, next) => next(spec.takes?.(req) ? undefined : 'route')] : [];
  // The query is parsed before the `before` steps (a bad one is refused before a file is read), the body after them.
  const queries = new WeakMap<Request, unknown>();
  const parseQuery: RequestHandler = (req, _res, next) => {
    try {
      if (spec.query) queries.set(req, parseInput(spec.query, req.query));
      next();
    } catch (error) {
      next(error);
    }
  };
  return {
    method: spec.method,
    path: spec.path,
    auth: spec.auth,
    permission: spec.permission,
    summary: spec.summary,
    impersonated: spec.impersonated,
    body: spec.body,
    query: spec.query,
    status,
    upload: spec.upload,
    produces: spec.produces,
    answer: spec.answer,
    mount(router, ctx) {
      spec.atStart?.(ctx);
      const run: RequestHandler = (req, res, next) => {
        Promise.resolve()
          .then(async () => {
            const input: unknown = spec.bodyOf ? spec.bodyOf(req) : (req.body ?? {});
            const body = (spec.body ? parseBody(spec.body, input, spec.form === true) : undefined) as Parsed<TBody>;
            const query = queries.get(req) as Parsed<TQuery>;
            const returned = await withImpersonatedAudit(req, ctx, spec.method === 'get' ? false : spec.impersonated, body, (handling) => Promise.resolve(spec.handle({ req, res, ctx: handling, body, query })));
            const [code, answer] = returned instanceof OtherStatus ? [returned.status, returned.answer] : [status, returned];
            if (answer !== undefined && CHECK_ANSWERS) checkAnswer(spec, spec.answer, answer);
            if (answer !== undefined && !res.headersSent) res.status(code).json(answer);
            // Sent here, not by the handler: a write made signed in as a client answers once committed with its entry.
            else if (status === 204 && !res.headersSent) res.status(204).end();
          })
          .catch(next);
      };
      router[spec.method](spec.path, ...authOf(ctx, spec.auth, spec.permission), ...takes, parseQuery, ...(spec.before?.(ctx) ?? []), run);
    },
  };
}

/**
 * An answer sent with another status than the route's (a creation route answering the record that
 * already existed with 200): returned by the handler, so the route sends it, once the write and its
 * audit entry are committed, as any answer.
 */
export class OtherStatus {
  constructor(
    readonly status: number,
    readonly answer: unknown,
  ) {}
}

/** Mounts a table of routes, in its order, on the router served at `/api`. */
export function mountRoutes(router: Router, ctx: RouteContext, routes: readonly Route[]): void {
  for (const each of routes) each.mount(router, ctx);
}

/** What a handler of a route without body or query receives. */
export type NoInput = RouteInput<undefined, undefined>;
/** What a handler of a route with a body schema receives. */
export type BodyInput<TBody extends v.GenericSchema> = RouteInput<TBody, undefined>;
/** What a handler of a route with a query schema receives. */
export type QueryInput<TQuery extends v.GenericSchema> = RouteInput<undefined, TQuery>;
/** The request part of any handler's input, for helpers shared by routes of different bodies. */
export type RequestOf = Pick<RouteInput<unknown, unknown>, 'req' | 'res' | 'ctx'>;
