import { randomUUID } from 'node:crypto';
import { overdueInvoices, remindedInvoiceOn, reminderMessage, reminderNotification } from '@otech/domain';
import type { EInvoice, Facture, Reminder, ReminderLevel } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import type { AuditActor } from '../db/auditTrail.ts';
import { clientById } from '../db/clients.ts';
import { factureById } from '../db/invoices.ts';
import { recordNextReminder } from '../db/reminders.ts';
import { invoiceFacturXPdf } from '../einvoice/facturXPdf.ts';
import { issuedInvoiceOf } from '../einvoice/issueInvoice.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { FACTURE_MESSAGES } from '../http/messages.ts';
import { pdfAttachment } from '../mail/outgoingMail.ts';
import { reminderMail } from '../mail/reminderMail.ts';
import { formalNoticeFileName, formalNoticePdf } from '../pdf/formalNoticePdf.ts';
import { readFacture } from '../records/storedRecords.ts';

/* Sending an overdue invoice's next reminder (issue 9), one invoice at a time from /admin/relances or several from the invoice list's bulk bar (issue 23). */

export const REMINDER_MESSAGES = {
  notOverdue: "Cette facture n'est pas en retard de paiement",
  noEmail: "Ce client n'a pas d'adresse e-mail : la relance ne peut pas lui être envoyée",
  notFound: 'Relance introuvable',
  noLetter: "Cette relance n'est pas une mise en demeure : elle n'a pas de lettre",
} as const;

/** What a reminder of that level says on that day, and at the formal notice its letter, built from the invoice as it stood. */
export async function reminderContent(facture: Facture & { date_echeance: string }, issued: EInvoice, level: ReminderLevel, sentOn: Date) {
  const invoice = remindedInvoiceOn({ ...facture, paiements: facture.paiements ?? [] }, sentOn.toISOString());
  const message = reminderMessage(invoice, level, sentOn, issued.seller.name);
  const letter = message.charges && (await formalNoticePdf(issued, { invoice, sentOn, paragraphs: message.paragraphs, charges: message.charges }));
  return { message, letter };
}

/**
 * Records the invoice's next reminder, its customer's notification, its e-mail (with the invoice,
 * and at the formal notice its letter) and its audit entry in one transaction. A refusal is an
 * HttpError with its French reason: 404 for an unknown invoice, 409 when it is not overdue or the
 * client has no e-mail, or `refusal` gives a reason for its level (the bulk bar's formal notice);
 * nothing is written then.
 */
export async function sendNextReminder(ctx: RouteContext, factureId: string, actor: AuditActor, refusal: (level: ReminderLevel) => string | undefined = () => undefined): Promise<Reminder> {
  const record = await factureById(ctx.db, factureId);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  const client = await clientById(ctx.db, record.clientId);
  if (!client?.email) throw new HttpError(409, REMINDER_MESSAGES.noEmail);
  // The invoice's Factur-X file, drawn (once, then kept) before the invoice is held.
  const invoicePdf = pdfAttachment(`facture_${readFacture(record).numero_facture}.pdf`, await invoiceFacturXPdf(ctx.db, record));
  const { einvoice } = await issuedInvoiceOf(ctx.db, record);
  const reminder = await recordNextReminder(ctx.db, actor, factureId, async (held, sent) => {
    // Dated under the invoice's lock, where its level is decided: a reminder dated before
    // waiting for another one being sent would read as sent before it.
    const now = new Date();
    const date = now.toISOString();
    const invoice = overdueInvoices([readFacture(held)], sent, now)[0];
    if (!invoice) throw new HttpError(409, REMINDER_MESSAGES.notOverdue);
    const level = invoice.prochain_niveau;
    // Decided under the lock with the level: a refused level writes nothing.
    const refused = refusal(level);
    if (refused) throw new HttpError(409, refused);
    const { message, letter } = await reminderContent(invoice, einvoice, level, now);
    const attachments = letter ? [invoicePdf, pdfAttachment(formalNoticeFileName(invoice.numero_facture), letter)] : [invoicePdf];
    return {
      reminder: { id: `rel-${randomUUID()}`, factureId, clientId: invoice.client_id, level, date_relance: date },
      notification: { id: `not-${randomUUID()}`, clientId: invoice.client_id, date, read: false, ...reminderNotification(invoice, level) },
      mail: reminderMail(factureId, message, client.email, attachments),
    };
  });
  if (!reminder) throw notFound(FACTURE_MESSAGES.notFound);
  ctx.mail.wake();
  return reminder;
}
