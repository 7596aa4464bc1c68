import type { RequestHandler } from 'express';
import type * as v from 'valibot';
import { validate } from '@otech/domain';
import { HttpError } from '../../http/errors.ts';

/**
 * The client dashboard's forms checked again on the server with their own schema. The answer is
 * a 400 whose message is the form's French text for the first wrong field ("IBAN invalide"), so
 * the screen can show it as it is, with every field's issue beside it.
 */
export function formBody<TSchema extends v.GenericSchema>(schema: TSchema): RequestHandler {
  return (req, _res, next) => {
    const result = validate(schema, req.body ?? {}, 'fr');
    if (result.ok) {
      req.body = result.value;
      next();
      return;
    }
    const issues = result.issues.map((issue) => ({ path: issue.field, message: issue.message }));
    next(new HttpError(400, issues[0]?.message ?? 'Erreur de validation', issues));
  };
}
