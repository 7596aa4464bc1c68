import * as v from 'valibot';
import { LIST_MAX, TEXT_LIMITS, type SnackbarMessage } from '@otech/domain';

/** A snackbar's time on screen is a few seconds (spec 1 §9: 2 to 5 s); a minute bounds what is read back. */
const LONGEST_MS = 60_000;

const CarriedSnackbarsSchema = v.pipe(
  v.array(
    v.object({
      // A message with a product's name in it: a line of text and the words around it.
      message: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line * 2)),
      tone: v.picklist(['success', 'error', 'warning', 'info']),
      durationMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LONGEST_MS)),
    }),
  ),
  v.maxLength(LIST_MAX),
);

/**
 * The snackbars the previous page carried over a full load, read from their stored text: nothing
 * from a text that is missing, not JSON or not of that shape (session storage is the browser's).
 */
export function readCarriedSnackbars(text: string | null): SnackbarMessage[] {
  if (text === null) return [];
  try {
    const parsed = v.safeParse(CarriedSnackbarsSchema, JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}
