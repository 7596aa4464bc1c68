import type { FormErrors } from '@otech/domain';
import { ApiError } from './http.ts';

/**
 * The fields an API answer refused (a 400 naming each field with its French message, or a 409 naming
 * the field already taken), by field path as the forms name them; empty for any other failure, which
 * the page reports as a whole.
 */
export function refusedFields(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  return Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
}
