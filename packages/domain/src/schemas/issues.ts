import * as v from 'valibot';
import { FRENCH, frenchIssueMessage } from './frenchIssues.ts';

/** One validation failure, named by the dotted path of the field (`price`, `items.0.quantity`). */
export interface FieldIssue {
  field: string;
  message: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Path used when the whole value is wrong rather than one of its fields. */
export const ROOT_FIELD = '(root)';

/** Valibot reports a missing key on the enclosing object, with its own wording; say it plainly. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined' && issue.path !== undefined;
}

export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({
    field: v.getDotPath(issue) ?? ROOT_FIELD,
    message: isMissingKey(issue) ? (issue.lang === FRENCH ? frenchIssueMessage(issue) : 'is required') : issue.message,
  }));
}

/** Messages for the CLI and logs (English), or for a French user (the API's answers). */
export type IssueLanguage = 'en' | 'fr';

/**
 * In French, a schema's own French messages (the forms') stay; the entity schemas' English ones
 * and valibot's defaults become the French text of the issue's kind (`frenchIssueMessage`).
 */
const PARSE_CONFIG: Record<IssueLanguage, v.Config<v.BaseIssue<unknown>>> = {
  en: {},
  fr: { lang: FRENCH, message: frenchIssueMessage },
};

/** English one-liner for CLI and logs, e.g. `price: expected a number, got "abc"`. */
export function formatFieldIssue(issue: FieldIssue): string {
  return `${issue.field}: ${issue.message}`;
}

/** Validates without throwing, so callers (CLI per row, API per request) can report every field at once. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  language: IssueLanguage = 'en',
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, PARSE_CONFIG[language]);
  return result.success ? { ok: true, value: result.output } : { ok: false, issues: toFieldIssues(result.issues) };
}
