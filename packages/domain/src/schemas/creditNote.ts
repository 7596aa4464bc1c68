import * as v from 'valibot';
import { count, expected, text } from './fields.ts';

/** The most lines a credit note may name: more than any invoice holds (a cart's 200 products). */
export const CREDIT_NOTE_LINES_MAX = 500;

/**
 * Body of POST /admin/factures/{id}/avoirs (issue 24): the invoice's lines (`ligne`, its line
 * number as printed) and quantities to credit; without `lignes`, all that is left to credit.
 */
export const CreditNoteRequestSchema = v.object({
  lignes: v.optional(
    v.pipe(
      v.array(v.object({ ligne: v.pipe(text, v.nonEmpty(expected('a line number'))), quantite: v.pipe(count, v.minValue(1, expected('a quantity of 1 or more'))) }), expected('a list')),
      v.maxLength(CREDIT_NOTE_LINES_MAX, expected(`at most ${CREDIT_NOTE_LINES_MAX} lines`)),
    ),
  ),
});
export type CreditNoteRequest = v.InferOutput<typeof CreditNoteRequestSchema>;
