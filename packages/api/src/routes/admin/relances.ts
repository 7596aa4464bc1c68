import {
  ADMIN_REMINDERS_PAGE_SIZE,
  AdminReminderExportQuerySchema,
  AdminReminderListQuerySchema,
  formatDate,
  isoDay,
  overdueInvoiceView,
  OverdueInvoicePageSchema,
  REMINDER_LEVEL_LABELS,
  ReminderSchema,
  SendReminderSchema,
} from '@otech/domain';
import type { OverdueInvoice, Reminder } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import type { Database } from '../../db/database.ts';
import { reminderList, type OverdueRecord } from '../../db/reminderList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { BodyInput } from '../../http/route.ts';
import { reminderById, remindersOf } from '../../db/reminders.ts';
import { factureById } from '../../db/invoices.ts';
import { issuedInvoiceOf } from '../../einvoice/issueInvoice.ts';
import { formalNoticeFileName } from '../../pdf/formalNoticePdf.ts';
import type { RouteInput } from '../../http/route.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readFacture } from '../../records/storedRecords.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';
import { reminderContent, REMINDER_MESSAGES, sendNextReminder } from '../../reminders/sendNextReminder.ts';

/**
 * The invoices the list chose, each with its reminders, shown by the domain (days late, next level),
 * in the list's order: every one of them, with what is still due as the total counts it.
 */
async function withReminders(db: Database, rows: readonly OverdueRecord[], now: Date): Promise<OverdueInvoice[]> {
  const factures = rows.map((row) => readFacture(row.record));
  const reminders = await remindersOf(db, factures.map((facture) => facture.id));
  return factures.map((facture, index) =>
    overdueInvoiceView({ ...facture, date_echeance: facture.date_echeance ?? facture.date_facture }, rows[index]?.dueCents ?? 0, reminders, now),
  );
}

async function overdueList({ ctx, query }: RouteInput<undefined, typeof AdminReminderListQuerySchema>) {
  const now = new Date();
  const filters = { ...query, today: isoDay(now) };
  const { sum, ...page } = await reminderList.page(ctx.db, filters, ADMIN_REMINDERS_PAGE_SIZE);
  return { ...page, items: await withReminders(ctx.db, page.items, now), dueTotalCents: sum ?? 0 };
}


/** The export's columns: what the list shows, the amounts and days as numbers. */
const REMINDER_COLUMNS: readonly ExportColumn<OverdueInvoice>[] = [
  { header: 'Facture', value: (invoice) => invoice.numero_facture },
  { header: 'Client', value: (invoice) => invoice.client_nom },
  { header: 'Échéance', value: (invoice) => formatDate(invoice.date_echeance) },
  { header: 'Jours de retard', value: (invoice) => invoice.jours_retard },
  { header: 'Montant TTC (€)', value: (invoice) => invoice.montant_ttc },
  { header: 'Reste dû (€)', value: (invoice) => invoice.reste_du },
  { header: 'Relances envoyées', value: (invoice) => invoice.relances.map((reminder) => `${REMINDER_LEVEL_LABELS[reminder.level]} le ${formatDate(reminder.date_relance)}`).join(', ') },
  { header: 'Prochaine relance', value: (invoice) => REMINDER_LEVEL_LABELS[invoice.prochain_niveau] },
];

async function exportReminderList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminReminderExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'reminders.send');
  const now = new Date();
  const { format, ...filters } = query;
  async function* rows() {
    for await (const batch of reminderList.batches(ctx.db, { ...filters, today: isoDay(now) })) yield withReminders(ctx.db, batch, now);
  }
  await sendListExport(res, { name: 'relances', format, columns: REMINDER_COLUMNS, batches: rows() });
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
  route({
    method: 'get',
    path: '/admin/relances',
    auth: 'admin',
    permission: 'reminders.send',
    summary: 'A page of the overdue invoices with their days late and reminders sent, searched on every word (number, client), filtered by due day, sorted by a column, with what the whole list has to recover',
    query: AdminReminderListQuerySchema,
    answer: OverdueInvoicePageSchema,
    handle: overdueList,
  }),
  route({
    method: 'get',
    path: '/admin/relances/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The overdue invoices as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminReminderExportQuerySchema,
    produces: 'text/csv',
    handle: exportReminderList,
  }),
  route({ method: 'post', path: '/admin/relances', auth: 'admin', permission: 'reminders.send', summary: "Sends an overdue invoice's next reminder: an e-mail with the invoice, and at the formal notice its letter", body: SendReminderSchema, status: 201, answer: ReminderSchema, handle: sendReminder }),
  route({ method: 'get', path: '/admin/relances/:id/lettre', auth: 'admin', permission: 'reminders.send', summary: 'The formal notice letter of a level-3 reminder, as its e-mail carried it', produces: 'application/pdf', handle: formalNoticeLetter }),
];
