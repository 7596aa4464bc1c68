import * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import { overdueInvoices, OverdueInvoiceSchema, remindedInvoiceOn, reminderMessage, reminderNotification, ReminderSchema, SendReminderSchema } from '@otech/domain';
import type { EInvoice, Facture, OverdueInvoice, Reminder, ReminderLevel } from '@otech/domain';
import type { Database } from '../../db/database.ts';
import { actorOf } from '../../db/auditTrail.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput } from '../../http/route.ts';
import { overdueCandidates } from '../../db/invoices.ts';
import { reminderById, recordNextReminder, remindersOf } from '../../db/reminders.ts';
import { clientById } from '../../db/clients.ts';
import { factureById } from '../../db/invoices.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { issuedInvoiceOf } from '../../einvoice/issueInvoice.ts';
import { pdfAttachment } from '../../mail/outgoingMail.ts';
import { reminderMail } from '../../mail/reminderMail.ts';
import { formalNoticeFileName, formalNoticePdf } from '../../pdf/formalNoticePdf.ts';
import type { RouteInput } from '../../http/route.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readFacture } from '../../records/storedRecords.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';

export const REMINDER_MESSAGES = {
  notOverdue: "Cette facture n'est pas en retard de paiement",
  noEmail: "Ce client n'a pas d'adresse e-mail : la relance ne peut pas lui être envoyée",
  notFound: 'Relance introuvable',
  noLetter: "Cette relance n'est pas une mise en demeure : elle n'a pas de lettre",
} as const;

async function overdue(db: Database, now: Date): Promise<OverdueInvoice[]> {
  const candidates = (await overdueCandidates(db, now)).map(readFacture);
  return overdueInvoices(candidates, await remindersOf(db, candidates.map((facture) => facture.id)), now);
}

function overdueList({ ctx }: NoInput) {
  return overdue(ctx.db, new Date());
}

/** What a reminder of that level says on that day, and at the formal notice its letter, built from the invoice as it stood. */
async function reminderContent(facture: Facture & { date_echeance: string }, issued: EInvoice, level: ReminderLevel, sentOn: Date) {
  const invoice = remindedInvoiceOn({ ...facture, paiements: facture.paiements ?? [] }, sentOn.toISOString());
  const message = reminderMessage(invoice, level, sentOn, issued.seller.name);
  const letter = message.charges && (await formalNoticePdf(issued, { invoice, sentOn, paragraphs: message.paragraphs, charges: message.charges }));
  return { message, letter };
}

async function sendReminder({ req, ctx, body }: BodyInput<typeof SendReminderSchema>) {
  const { factureId } = body;
  const record = await factureById(ctx.db, factureId);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  const client = await clientById(ctx.db, record.clientId);
  if (!client?.email) throw new HttpError(409, REMINDER_MESSAGES.noEmail);
  // The invoice's Factur-X file, drawn (once, then kept) before the invoice is held.
  const invoicePdf = pdfAttachment(`facture_${readFacture(record).numero_facture}.pdf`, await invoiceFacturXPdf(ctx.db, record));
  const { einvoice } = await issuedInvoiceOf(ctx.db, record);
  const reminder = await recordNextReminder(ctx.db, actorOf(ctx.adminOf(req)), factureId, async (held, sent) => {
    // Dated under the invoice's lock, where its level is decided: a reminder dated before
    // waiting for another one being sent would read as sent before it.
    const now = new Date();
    const date = now.toISOString();
    const invoice = overdueInvoices([readFacture(held)], sent, now)[0];
    if (!invoice) throw new HttpError(409, REMINDER_MESSAGES.notOverdue);
    const level = invoice.prochain_niveau;
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

/** The formal notice's letter of a reminder, for staff to print: the same one its e-mail carried. */
async function formalNoticeLetter({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const reminder: Reminder | undefined = await reminderById(ctx.db, req.params['id'] ?? '');
  if (!reminder) throw notFound(REMINDER_MESSAGES.notFound);
  if (reminder.level !== 3) throw new HttpError(409, REMINDER_MESSAGES.noLetter);
  const record = await factureById(ctx.db, reminder.factureId);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  const facture = readFacture(record);
  const { einvoice } = await issuedInvoiceOf(ctx.db, record);
  const { letter } = await reminderContent({ ...facture, date_echeance: facture.date_echeance ?? facture.date_facture }, einvoice, 3, new Date(reminder.date_relance));
  res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${formalNoticeFileName(facture.numero_facture)}"` })
    .end(letter);
}

/** /admin/relances: the overdue invoices with their days late and reminders, and sending the next reminder. */
export const adminReminderRoutes = [
  route({ method: 'get', path: '/admin/relances', auth: 'admin', permission: 'reminders.send', summary: 'The overdue invoices with their days late and reminders sent', answer: v.array(OverdueInvoiceSchema), handle: overdueList }),
  route({ method: 'post', path: '/admin/relances', auth: 'admin', permission: 'reminders.send', summary: "Sends an overdue invoice's next reminder: an e-mail with the invoice, and at the formal notice its letter", body: SendReminderSchema, status: 201, answer: ReminderSchema, handle: sendReminder }),
  route({ method: 'get', path: '/admin/relances/:id/lettre', auth: 'admin', permission: 'reminders.send', summary: 'The formal notice letter of a level-3 reminder, as its e-mail carried it', produces: 'application/pdf', handle: formalNoticeLetter }),
];
