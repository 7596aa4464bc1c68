import * as v from 'valibot';

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
    message: isMissingKey(issue) ? 'is required' : issue.message,
  }));
}

/** English one-liner for CLI and logs, e.g. `price: expected a number, got "abc"`. */
export function formatFieldIssue(issue: FieldIssue): string {
  return `${issue.field}: ${issue.message}`;
}

/** Validates without throwing, so callers (CLI per row, API per request) can report every field at once. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, issues: toFieldIssues(result.issues) };
}
