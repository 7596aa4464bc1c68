import { randomUUID } from 'node:crypto';
import { overdueInvoices, reminderNotification, SendReminderSchema } from '@otech/domain';
import type { OverdueInvoice } from '@otech/domain';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput } from '../../http/route.ts';
import { overdueCandidates } from '../../db/invoices.ts';
import { recordNextReminder, remindersOf } from '../../db/reminders.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readFacture } from '../../records/storedRecords.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';

export const REMINDER_MESSAGES = {
  notOverdue: "Cette facture n'est pas en retard de paiement",
} as const;

async function overdue(db: Database, now: Date): Promise<OverdueInvoice[]> {
  const candidates = (await overdueCandidates(db, now)).map(readFacture);
  return overdueInvoices(candidates, await remindersOf(db, candidates.map((facture) => facture.id)), now);
}

function overdueList({ ctx }: NoInput) {
  return overdue(ctx.db, new Date());
}

async function sendReminder({ ctx, body }: BodyInput<typeof SendReminderSchema>) {
  const { factureId } = body;
  const reminder = await recordNextReminder(ctx.db, factureId, (record, sent) => {
    // Dated under the invoice's lock, where its level is decided: a reminder dated before
    // waiting for another one being sent would read as sent before it.
    const now = new Date();
    const date = now.toISOString();
    const invoice = overdueInvoices([readFacture(record)], sent, now)[0];
    if (!invoice) throw new HttpError(409, REMINDER_MESSAGES.notOverdue);
    return {
      reminder: { id: `rel-${randomUUID()}`, factureId, clientId: invoice.client_id, level: invoice.prochain_niveau, date_relance: date },
      notification: { id: `not-${randomUUID()}`, clientId: invoice.client_id, date, read: false, ...reminderNotification(invoice, invoice.prochain_niveau) },
    };
  });
  if (!reminder) throw notFound(FACTURE_MESSAGES.notFound);
  return reminder;
}

/** /admin/relances: the overdue invoices with their days late and reminders, and sending the next reminder. */
export const adminReminderRoutes = [
  route({ method: 'get', path: '/admin/relances', auth: 'admin', permission: 'reminders.send', summary: 'The overdue invoices with their days late and reminders sent', handle: overdueList }),
  route({ method: 'post', path: '/admin/relances', auth: 'admin', permission: 'reminders.send', summary: "Sends an overdue invoice's next reminder", body: SendReminderSchema, status: 201, handle: sendReminder }),
];
