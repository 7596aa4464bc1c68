import type { RequestHandler, Response } from 'express';
import { DISALLOWED_CHARACTERS_MESSAGE, fieldWithDisallowedCharacters, hasDisallowedCharacters } from '@otech/domain';
import { sendError } from './errors.ts';

/** A part of an address, decoded; undefined when its percent-encoding is broken or it decodes to a disallowed character. */
function decodedPart(raw: string): string | undefined {
  try {
    const text = decodeURIComponent(raw);
    return hasDisallowedCharacters(text) ? undefined : text;
  } catch {
    // Broken percent-encoding (`%E0%A4%A`) or bytes that are no UTF-8 (a surrogate's `%ED%A0%80`).
    return undefined;
  }
}

/** Answered here, not passed on: the shop server mounts this before its pages, where no API error handler follows. */
const refuse = (res: Response, path: string) => sendError(res, 400, DISALLOWED_CHARACTERS_MESSAGE, [{ path, message: DISALLOWED_CHARACTERS_MESSAGE }]);

/**
 * Before every route (issue 27): a path segment or a query name or value with broken
 * percent-encoding, a null character or a lone surrogate is a 400 naming it (`chemin`, or the
 * query's name), before it reaches `decodeURIComponent` in a route or PostgreSQL, which answered 500.
 */
export const refuseDisallowedAddress: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.split('/').some((segment) => decodedPart(segment) === undefined)) {
    refuse(res, 'chemin');
    return;
  }
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const [rawName = '', ...rawValue] = pair.replace(/\+/g, ' ').split('=');
    const name = decodedPart(rawName);
    if (name === undefined || decodedPart(rawValue.join('=')) === undefined) {
      refuse(res, name ?? 'requête');
      return;
    }
  }
  next();
};

/** After the JSON body is parsed, before every route: a field (name or text) holding a disallowed character is a 400 naming it. */
export const refuseDisallowedBody: RequestHandler = (req, res, next) => {
  const body: unknown = req.body;
  const field = fieldWithDisallowedCharacters(body);
  if (field === undefined) next();
  else refuse(res, field);
};
