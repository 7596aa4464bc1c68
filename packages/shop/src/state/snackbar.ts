import { atom } from 'jotai';

export type SnackbarTone = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  message: string;
  tone: SnackbarTone;
  /** Milliseconds before it closes by itself (spec 1 §8 gives 2 to 5 s per message). */
  duration: number;
  action?: { label: string; href: string };
}

export const snackbarsAtom = atom<SnackbarMessage[]>([]);

let nextId = 1;

export const showSnackbarAtom = atom(null, (get, set, snackbar: Omit<SnackbarMessage, 'id'>) => {
  set(snackbarsAtom, [...get(snackbarsAtom), { ...snackbar, id: nextId++ }]);
});

export const dismissSnackbarAtom = atom(null, (get, set, id: number) => {
  set(
    snackbarsAtom,
    get(snackbarsAtom).filter((snackbar) => snackbar.id !== id),
  );
});
