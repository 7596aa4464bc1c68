import * as v from 'valibot';
import { CreditableLineSchema, IssuedCreditNoteSchema } from '@otech/domain';
import type { CreditChoice, Facture, IssuedCreditNote, Reminder } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

// Credit notes and formal-notice letters of /admin/factures and /admin/relances (issues 22 and 24).

const admin = { session: 'admin' } as const;
const invoicePath = (id: string) => `/admin/factures/${encodeURIComponent(id)}`;

/** The invoice's lines as issued, with what is left to credit on each. */
export function fetchCreditableLines(invoiceId: string, signal?: AbortSignal) {
  return apiRequest(`${invoicePath(invoiceId)}/lignes-a-crediter`, v.array(CreditableLineSchema), { ...admin, signal });
}

/** The credit notes already issued on the invoice. */
export function fetchCreditNotes(invoiceId: string, signal?: AbortSignal) {
  return apiRequest(`${invoicePath(invoiceId)}/avoirs`, v.array(IssuedCreditNoteSchema), { ...admin, signal });
}

/** Issues a credit note for the chosen lines and quantities. */
export function issueCreditNote(invoiceId: string, choices: readonly CreditChoice[]) {
  const body = { lignes: choices.map((choice) => ({ ligne: choice.lineId, quantite: choice.quantity })) };
  return apiRequest(`${invoicePath(invoiceId)}/avoirs`, IssuedCreditNoteSchema, { ...admin, method: 'POST', body });
}

/** Saves a credit note's Factur-X PDF under its number. */
export async function downloadCreditNotePdf(note: Pick<IssuedCreditNote, 'id' | 'numero'>) {
  saveFile(await apiFile(`/admin/avoirs/${encodeURIComponent(note.id)}/pdf`, admin), `${note.numero}.pdf`);
}

/** Saves the letter of a formal notice, to print and post. */
export async function downloadFormalNoticeLetter(reminder: Pick<Reminder, 'id'>, invoice: Pick<Facture, 'numero_facture'>) {
  saveFile(await apiFile(`/admin/relances/${encodeURIComponent(reminder.id)}/lettre`, admin), `mise-en-demeure_${invoice.numero_facture}.pdf`);
}
