import * as v from 'valibot';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * A localStorage-backed atom whose stored value is parsed with a valibot schema on read:
 * corrupt or outdated JSON falls back to the initial value instead of crashing a screen.
 */
export function atomWithValidatedStorage<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  initialValue: T,
) {
  // The server renders with nothing stored (Node has no localStorage): every atom keeps its initial value.
  const json = createJSONStorage<T>(() => globalThis.localStorage);
  return atomWithStorage<T>(
    key,
    initialValue,
    {
      ...json,
      getItem(storageKey, fallback) {
        const stored = json.getItem(storageKey, fallback);
        const parsed = v.safeParse(schema, stored);
        if (parsed.success) return parsed.output;
        console.warn(`Ignoring invalid stored value for "${storageKey}"`);
        return fallback;
      },
    },
    { getOnInit: true },
  );
}
