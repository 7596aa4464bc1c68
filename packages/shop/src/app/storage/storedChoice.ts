import { atom, type WritableAtom } from 'jotai';

/** Reads a stored value already parsed from JSON: its output, or `undefined` when the value is refused. */
export type StoredValueCheck<T> = (stored: unknown) => T | undefined;

/** A stored choice as the page knows it: `known` once what the browser stores has been read and checked. */
export interface StoredChoice<T> {
  known: boolean;
  value: T;
}

function storedText(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage refused (private browsing, a sandboxed frame): nothing stored.
    return null;
  }
}

/**
 * A visitor's choice this browser keeps in local storage (the cookie consent, the maintenance
 * pop-up closed today), whose check loads only when something is stored: a first visit, with
 * nothing stored, checks nothing and loads no schema (issue 27: valibot was 5 KiB of every first
 * visit to `/`; decision 232). Something stored is unknown until its check has loaded (a few
 * milliseconds after the page hydrated); what it holds is then the checked value, or `initial` for a
 * value the check refuses or when the check fails to load. Writing stores the value as JSON, as jotai's `atomWithStorage` did.
 */
export function atomWithStoredChoice<T>(
  key: string,
  initial: T,
  loadCheck: () => Promise<StoredValueCheck<T>>,
): WritableAtom<StoredChoice<T>, [T], void> {
  const state = atom<StoredChoice<T>>({ known: storedText(key) === null, value: initial });
  state.onMount = (set) => {
    const text = storedText(key);
    if (text === null) return;
    loadCheck().then(
      (check) => {
        let stored: unknown = null;
        try {
          stored = JSON.parse(text);
        } catch {
          console.warn(`Ignoring invalid stored value for "${key}"`);
        }
        const value = check(stored);
        if (value === undefined) console.warn(`Ignoring invalid stored value for "${key}"`);
        set({ known: true, value: value ?? initial });
      },
      (error: unknown) => {
        // The check's chunk did not load (offline, a deploy replaced it): the initial value, known, so
        // that what waits for the choice (the consent banner, spec 1 §4) is shown rather than never.
        console.warn(`The check of the stored choice "${key}" could not load`, error);
        set({ known: true, value: initial });
      },
    );
  };
  return atom(
    (get) => get(state),
    (_get, set, value: T) => {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch (error) {
        console.warn(`The choice "${key}" could not be stored`, error);
      }
      set(state, { known: true, value });
    },
  );
}
