import * as v from 'valibot';
import { overdueInvoices, OverdueInvoiceSchema, ReminderSchema, SendReminderSchema } from '@otech/domain';
import type { OverdueInvoice, Reminder } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput } from '../../http/route.ts';
import { overdueCandidates } from '../../db/invoices.ts';
import { reminderById, remindersOf } from '../../db/reminders.ts';
import { factureById } from '../../db/invoices.ts';
import { issuedInvoiceOf } from '../../einvoice/issueInvoice.ts';
import { formalNoticeFileName } from '../../pdf/formalNoticePdf.ts';
import type { RouteInput } from '../../http/route.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readFacture } from '../../records/storedRecords.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';
import { reminderContent, REMINDER_MESSAGES, sendNextReminder } from '../../reminders/sendNextReminder.ts';

async function overdue(db: Database, now: Date): Promise<OverdueInvoice[]> {
  const candidates = (await overdueCandidates(db, now)).map(readFacture);
  return overdueInvoices(candidates, await remindersOf(db, candidates.map((facture) => facture.id)), now);
}

function overdueList({ ctx }: NoInput) {
  return overdue(ctx.db, new Date());
}

function sendReminder({ req, ctx, body }: BodyInput<typeof SendReminderSchema>) {
  return sendNextReminder(ctx, body.factureId, actorOf(ctx.adminOf(req)));
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
