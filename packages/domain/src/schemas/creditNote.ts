import * as v from 'valibot';
import { amount, count, expected, isoDate, requiredText, text } from './fields.ts';

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

/** A line of GET /admin/factures/{id}/lignes-a-crediter: invoiced, and left to credit. */
export const CreditableLineSchema = v.object({
  ligne: requiredText,
  reference: text,
  designation: text,
  quantite: count,
  restant: count,
  prix_unitaire_ht: amount,
});
export type CreditableLine = v.InferOutput<typeof CreditableLineSchema>;

/** A credit note as the API answers it (`creditNoteView`), with its files. */
export const IssuedCreditNoteSchema = v.object({
  id: requiredText,
  numero: requiredText,
  date: isoDate,
  facture_id: requiredText,
  facture_numero: text,
  montant_ht: amount,
  montant_ttc: amount,
  pdfUrl: text,
  xmlUrl: text,
});
export type IssuedCreditNote = v.InferOutput<typeof IssuedCreditNoteSchema>;
