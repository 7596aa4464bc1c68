import * as v from 'valibot';

/** Field path (`email`, `address.postalCode`) to the first French message for that field. */
export type FormErrors = Record<string, string>;

export type FormValidation<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/** Key under which a message about the whole form (not one field) is reported. */
export const FORM_ROOT = '';

/**
 * Validates a form's values against one of the form schemas. Only the first message per field
 * is kept: a field shows one message at a time, the most basic one first (required before
 * length, length before format), which is the order the schemas list their checks in. The
 * pipes run whole, so a rule across fields (a postal code by country) still speaks while another
 * field is wrong, as it does in the screens' resolver.
 */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
  /** The valibot language: FRENCH for an entity schema, whose own messages are the CLI's English. */
  lang?: string,
): FormValidation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values, lang === undefined ? undefined : { lang });
  if (result.success) return { ok: true, value: result.output };
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? FORM_ROOT;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
