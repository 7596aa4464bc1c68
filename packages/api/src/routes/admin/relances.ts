import { randomUUID } from 'node:crypto';
import { overdueInvoices, reminderNotification, SendReminderSchema } from '@otech/domain';
import type { OverdueInvoice } from '@otech/domain';
import type * as v from 'valibot';
import type { RegisterRoutes } from '../../context.ts';
import { overdueCandidates } from '../../db/invoices.ts';
import { recordNextReminder, remindersOf } from '../../db/reminders.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readFacture } from '../dashboard/records.ts';
import { FACTURE_MESSAGES } from '../factures/index.ts';

export const REMINDER_MESSAGES = {
  notOverdue: "Cette facture n'est pas en retard de paiement",
} as const;

/** /admin/relances: the overdue invoices with their days late and reminders, and sending the next reminder. */
export const registerAdminReminderRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;
  const overdue = async (now: Date): Promise<OverdueInvoice[]> => {
    const candidates = (await overdueCandidates(db, now)).map(readFacture);
    return overdueInvoices(candidates, await remindersOf(db, candidates.map((facture) => facture.id)), now);
  };

  router.get('/admin/relances', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    res.json(await overdue(new Date()));
  }));

  router.post(
    '/admin/relances',
    ctx.requireAdmin,
    ctx.validateBody(SendReminderSchema),
    ctx.handle(async (req, res) => {
      const { factureId } = req.body as v.InferOutput<typeof SendReminderSchema>;
      const reminder = await recordNextReminder(db, factureId, (record, sent) => {
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
      res.status(201).json(reminder);
    }),
  );
};
