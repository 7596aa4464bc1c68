import type * as v from 'valibot';
import { readStoredJson } from '@otech/domain';

/**
 * Reads one of the catalogue with cart's browser entries (spec 2 §3.9). A corrupt entry is reset
 * to empty in storage too, so that it is not read again on every visit.
 */
export function readStored<T>(key: string, schema: v.GenericSchema<unknown, T>, empty: T): T {
  const { value, corrupt } = readStoredJson(localStorage.getItem(key), schema, empty);
  if (corrupt) {
    console.warn(`Stored "${key}" was corrupt and is reset`);
    writeStored(key, empty);
  }
  return value;
}

/** Writes an entry; a full or refused storage only loses this convenience, never the page. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store "${key}"`, error);
  }
}
