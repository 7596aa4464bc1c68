import * as v from 'valibot';
import type { StoredValueCheck } from './storedChoice.ts';

/** The check of a stored choice (storedChoice.ts) by its schema, in the chunk that loads only when something is stored. */
export function checkWith<T>(schema: v.GenericSchema<unknown, T>): StoredValueCheck<T> {
  return (stored) => {
    const parsed = v.safeParse(schema, stored);
    return parsed.success ? parsed.output : undefined;
  };
}
