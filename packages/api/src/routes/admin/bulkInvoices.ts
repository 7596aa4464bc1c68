import {
  BULK_MESSAGES,
  bulkDone,
  bulkPermission,
  bulkRefused,
  bulkReminderRefusal,
  BulkRecordsSchema,
  BulkResultSchema,
  bulkZipName,
  invoicePdfFileName,
  ISSUED_INVOICE_MESSAGES,
  isDraftStatut,
  REMINDER_LEVEL_LABELS,
} from '@otech/domain';
import type { Facture } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { factureById } from '../../db/invoices.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { eachRecord, outcomeOf, sendBulkZip } from '../../http/bulk.ts';
import type { BulkFile } from '../../http/bulk.ts';
import { route } from '../../http/route.ts';
import type { BodyInput } from '../../http/route.ts';
import type { RouteContext } from '../../context.ts';
import { sendNextReminder } from '../../reminders/sendNextReminder.ts';
import { readFacture } from '../../records/storedRecords.ts';

/* Bulk actions of /admin/factures (issue 23): the next reminder of each selected invoice, their PDFs as one ZIP. */

const invoiceLabel = (facture: Facture): string => facture.numero_facture || facture.id;

/**
 * Each invoice's next reminder through the one reminder rule and mail (/admin/relances'), each in
 * its own transaction with its audit entry; a formal notice is refused (it asks for its own confirmation).
 */
function sendReminders({ req, ctx, body }: BodyInput<typeof BulkRecordsSchema>) {
  const actor = actorOf(ctx.adminOf(req));
  return eachRecord(body.ids, async (id) => {
    const record = await factureById(ctx.db, id);
    if (!record) return bulkRefused(id, id, BULK_MESSAGES.invoiceNotFound);
    return outcomeOf(id, invoiceLabel(readFacture(record)), async () => {
      const reminder = await sendNextReminder(ctx, id, actor, bulkReminderRefusal);
      return BULK_MESSAGES.reminderSent(REMINDER_LEVEL_LABELS[reminder.level]);
    });
  });
}

/** Each selected invoice's PDF, or why it has none (a draft is not issued yet). */
async function invoicePdfsOf(ctx: RouteContext, ids: readonly string[]) {
  const files: BulkFile[] = [];
  const result = await eachRecord(ids, async (id) => {
    const record = await factureById(ctx.db, id);
    if (!record) return bulkRefused(id, id, BULK_MESSAGES.invoiceNotFound);
    const facture = readFacture(record);
    if (isDraftStatut(facture.statut) || !facture.numero_facture) return bulkRefused(id, invoiceLabel(facture), ISSUED_INVOICE_MESSAGES.draft);
    const name = invoicePdfFileName(facture.numero_facture);
    files.push({ name, draw: () => invoiceFacturXPdf(ctx.db, record) });
    return bulkDone(id, invoiceLabel(facture), BULK_MESSAGES.invoicePdf(name));
  });
  return { result, files };
}

async function checkInvoicePdfs({ ctx, body }: BodyInput<typeof BulkRecordsSchema>) {
  return (await invoicePdfsOf(ctx, body.ids)).result;
}

/** The selected invoices' Factur-X PDFs (each the very file the customer downloads) in one ZIP, streamed; drafts left out. */
async function downloadInvoicePdfs({ res, ctx, body }: BodyInput<typeof BulkRecordsSchema>) {
  await sendBulkZip(res, bulkZipName('factures', new Date()), await invoicePdfsOf(ctx, body.ids));
}

export const bulkInvoiceRoutes = [
  route({
    method: 'post',
    path: '/admin/bulk/invoices/reminders',
    auth: 'admin',
    permission: bulkPermission('invoices', 'reminders'),
    summary: "Sends each selected invoice's next reminder, answering per invoice what was sent or refused and why",
    body: BulkRecordsSchema,
    answer: BulkResultSchema,
    handle: sendReminders,
  }),
  route({
    method: 'post',
    path: '/admin/bulk/invoices/pdfs/check',
    auth: 'admin',
    permission: bulkPermission('invoices', 'pdfs'),
    summary: 'Which selected invoices have a PDF to download, and why the others have none',
    body: BulkRecordsSchema,
    answer: BulkResultSchema,
    handle: checkInvoicePdfs,
  }),
  route({
    method: 'post',
    path: '/admin/bulk/invoices/pdfs',
    auth: 'admin',
    permission: bulkPermission('invoices', 'pdfs'),
    summary: "The selected invoices' Factur-X PDFs as one ZIP, streamed",
    body: BulkRecordsSchema,
    produces: 'application/zip',
    handle: downloadInvoicePdfs,
  }),
];
