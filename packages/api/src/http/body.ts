import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

const INVALID_BODY_MESSAGE = 'Corps de requête JSON invalide';

/**
 * For changes where every field is optional (`PUT /auth/me`): express leaves `req.body` as `{}`
 * when the body is empty or not JSON, which such a schema would accept as "change nothing" and
 * answer 200. The body must be sent as JSON and name at least one field.
 */
export const requireJsonChanges: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (!req.is('application/json')) {
    next(new HttpError(400, INVALID_BODY_MESSAGE, [{ path: '(root)', message: 'Corps JSON attendu (Content-Type: application/json)' }]));
  } else if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length === 0) {
    next(new HttpError(400, INVALID_BODY_MESSAGE, [{ path: '(root)', message: 'Objet JSON attendu, avec au moins un champ' }]));
  } else {
    next();
  }
};
