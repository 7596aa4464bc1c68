import * as v from 'valibot';
import { ApiErrorSchema } from '@otech/domain';
import { sessionToken, type SessionKind } from './session.ts';

/** An API answer that was not 2xx, carrying the server's French message for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Whose session the request is made in; the token itself is read from the session, never passed. */
  session?: SessionKind;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
};

/** Empty in the browser (the API is on the page's origin); the server's own API address when it renders. */
let apiOrigin = '';

/** Called once by the server renderer, whose `fetch` needs absolute addresses. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/** Builds `/api/path?…`, skipping empty query values as the spec's services do (spec 1 §7). */
function apiUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiOrigin}/api${path}${search ? `?${search}` : ''}`;
}

function apiErrorOf(status: number, payload: unknown): ApiError {
  const error = v.safeParse(ApiErrorSchema, payload);
  return error.success ? new ApiError(status, error.output.message, error.output.issues ?? []) : new ApiError(status, `Erreur ${status}`);
}

function authorization(session: SessionKind): Record<string, string> {
  const token = sessionToken(session);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Downloads a file the API answers (an invoice PDF, a ZIP asked with a JSON body), in the customer's session unless told otherwise. */
export async function apiFile(path: string, { session = 'customer', method = 'GET', body }: Pick<RequestOptions, 'session' | 'method' | 'body'> = {}): Promise<Blob> {
  const headers = { ...authorization(session), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
  const response = await fetch(apiUrl(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  return response.blob();
}

/** Calls the API and parses the answer with the domain schema: a malformed answer is an error, never data. */
export async function apiRequest<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  { method = 'GET', body, session = 'customer', signal, query }: RequestOptions = {},
): Promise<T> {
  // The token is read before the first await, so a call made just before sign-out still carries it.
  const headers: Record<string, string> = { Accept: 'application/json', ...authorization(session) };
  // A file (a CSV to import) goes as its bytes, read by the server in its own encoding.
  const isFile = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = isFile ? 'application/octet-stream' : 'application/json';
  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
    signal,
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, payload);
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${path}`, v.flatten(parsed.issues));
    throw new ApiError(502, 'Réponse inattendue du serveur');
  }
  return parsed.output;
}
