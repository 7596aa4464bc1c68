import type { SnackbarMessage } from './messages.ts';

/** Snackbars of every staff list (issue 23): the spec words none, so they say what happened. */
export const ADMIN_LIST_SNACKBARS = {
  exportFailed: { message: 'Erreur lors de l’export de la liste', tone: 'error', durationMs: 5000 },
} as const satisfies Record<string, SnackbarMessage>;
