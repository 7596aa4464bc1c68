/**
 * Snackbar texts and how long they stay, as the spec gives them (spec 1 sections 8 and 9,
 * spec 2 section 8, spec 3 section 8). Screens show them; they never word their own.
 */
export type SnackbarTone = 'success' | 'error' | 'warning' | 'info';

export interface SnackbarMessage {
  message: string;
  tone: SnackbarTone;
  durationMs: number;
  /** Label of the snackbar's button, when it has one. */
  action?: string;
}

/**
 * For messages whose own duration the spec does not give: it only says snackbars stay 2 to 5 s
 * (spec 1 section 9); 3 s is what the account dashboard uses for all of its own (spec 2 section 8).
 */
export const DEFAULT_SNACKBAR_MS = 3000;

/** The label of a snackbar's closing button. */
export const CLOSE = 'Fermer';

/** One snackbar message; the message modules of each area word theirs with it. */
export function snack(message: string, tone: SnackbarTone, durationMs = DEFAULT_SNACKBAR_MS, action?: string): SnackbarMessage {
  return action === undefined ? { message, tone, durationMs } : { message, tone, durationMs, action };
}
