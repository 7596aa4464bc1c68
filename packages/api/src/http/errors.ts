import type { ErrorRequestHandler, Response } from 'express';
import type * as v from 'valibot';
import { validate } from '@otech/domain';

export interface ApiIssue {
  path: string;
  message: string;
}

/** An error the client caused: answered with its status and French message, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_MESSAGE = 'Erreur de validation';
export const NOT_FOUND_MESSAGE = 'Ressource introuvable';

export const notFound = (message: string = NOT_FOUND_MESSAGE): HttpError => new HttpError(404, message);

/**
 * Validates a request body (or query) with a domain schema; a failure is a 400 naming every field,
 * each with its French message (the entity schemas' English ones are for the CLI).
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input, 'fr');
  if (!result.ok) {
    throw new HttpError(
      400,
      VALIDATION_MESSAGE,
      result.issues.map((issue) => ({ path: issue.field, message: issue.message })),
    );
  }
  return result.value;
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The one place errors become answers: client errors keep their status and message, a body the
 * JSON parser rejects is a 400, anything else is logged and answered as a 500 without details.
 */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    sendError(res, error.status, error.message, error.issues);
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Corps de requête JSON invalide', issues: [{ path: '(root)', message: 'JSON invalide' }] });
    return;
  }
  if (parserError?.type === 'entity.too.large') {
    res.status(413).json({ message: 'Requête trop volumineuse' });
    return;
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: 'Requête invalide' });
    return;
  }
  console.error('[api] unexpected error:', error);
  res.status(500).json({ message: 'Erreur interne du serveur' });
};

export function sendError(res: Response, status: number, message: string, issues?: ApiIssue[]): void {
  res.status(status).json(issues ? { message, issues } : { message });
}
