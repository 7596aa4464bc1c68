import { afterEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { createStore } from 'jotai';
import { atomWithStoredChoice, type StoredValueCheck } from './storedChoice.ts';

const KEY = 'otech-test-choice';
const isDay: StoredValueCheck<string | null> = (stored) => (stored === null || (typeof stored === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored)) ? stored : undefined);

/** A browser's storage holding `stored` (nothing when null), and a check that counts its loads. */
function browserStoring(stored: string | null) {
  const storage = new Window().localStorage;
  if (stored !== null) storage.setItem(KEY, stored);
  vi.stubGlobal('localStorage', storage);
  const loads: string[] = [];
  const loadCheck = () => {
    loads.push(KEY);
    return Promise.resolve(isDay);
  };
  return { storage, loads, loadCheck };
}

/** The choice as a mounted island reads it, once what its subscription starts has settled. */
async function mounted(choice: ReturnType<typeof atomWithStoredChoice<string | null>>) {
  const store = createStore();
  store.sub(choice, () => {});
  await vi.waitFor(() => expect(store.get(choice).known).toBe(true));
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 27: a first visit (nothing stored) checks nothing and loads no schema (decision 232).
describe('a choice this browser stores, checked only when stored', () => {
  it('is known at once, as the initial value, and loads no check, when nothing is stored', () => {
    const { loads, loadCheck } = browserStoring(null);
    const choice = atomWithStoredChoice(KEY, null, loadCheck);
    const store = createStore();
    store.sub(choice, () => {});
    expect(store.get(choice)).toEqual({ known: true, value: null });
    expect(loads).toEqual([]);
  });

  it('is unknown until its check has loaded, then holds the stored value', async () => {
    const { loads, loadCheck } = browserStoring('"2026-12-02"');
    const choice = atomWithStoredChoice(KEY, null, loadCheck);
    expect(createStore().get(choice)).toEqual({ known: false, value: null });
    const store = await mounted(choice);
    expect(store.get(choice)).toEqual({ known: true, value: '2026-12-02' });
    expect(loads).toEqual([KEY]);
  });

  it('holds the initial value for a stored value its check refuses, or text that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const stored of ['{"day":"2026-12-02"}', 'not json']) {
      const { loadCheck } = browserStoring(stored);
      const choice = atomWithStoredChoice(KEY, null, loadCheck);
      const store = await mounted(choice);
      expect(store.get(choice)).toEqual({ known: true, value: null });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(`Ignoring invalid stored value for "${KEY}"`);
    warn.mockRestore();
  });

  it('holds the initial value, known, when its check fails to load, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserStoring('"2026-12-02"');
    const failure = new Error('Failed to fetch dynamically imported module');
    const choice = atomWithStoredChoice<string | null>(KEY, null, () => Promise.reject(failure));
    const store = await mounted(choice);
    expect(store.get(choice)).toEqual({ known: true, value: null });
    expect(warn).toHaveBeenCalledWith(`The check of the stored choice "${KEY}" could not load`, failure);
    warn.mockRestore();
  });

  it('stores a choice made as JSON, and knows it at once', () => {
    const { storage, loadCheck } = browserStoring(null);
    const choice = atomWithStoredChoice(KEY, null, loadCheck);
    const store = createStore();
    store.set(choice, '2026-12-02');
    expect(store.get(choice)).toEqual({ known: true, value: '2026-12-02' });
    expect(storage.getItem(KEY)).toBe('"2026-12-02"');
  });
});
