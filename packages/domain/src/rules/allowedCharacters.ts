/** The answer to a text holding a character no field may hold (issue 27). */
export const DISALLOWED_CHARACTERS_MESSAGE = 'Caractères non autorisés';

/**
 * A null character (PostgreSQL refuses it in text) or a lone UTF-16 surrogate (no UTF-8 spelling:
 * the database and every encoder refuse it). With the `u` flag a surrogate pair is one code
 * point, so only a lone half matches.
 */
const DISALLOWED = /\0|[\uD800-\uDFFF]/u;

/** Whether a text holds a character no field, path or query value of the shop may hold. */
export function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED.test(text);
}

/**
 * The first field of a JSON value (its path, `(root)` for the value itself, dotted as valibot
 * names fields) whose name or text holds a disallowed character; undefined when none does.
 */
export function fieldWithDisallowedCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasDisallowedCharacters(value) ? path || '(root)' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path === '' ? key : `${path}.${key}`;
    if (hasDisallowedCharacters(key)) return field;
    const found = fieldWithDisallowedCharacters(item, field);
    if (found !== undefined) return found;
  }
  return undefined;
}
