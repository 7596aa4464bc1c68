import { AUDIT_KIND_LABELS, AuditEntrySchema, AuditExportQuerySchema, AuditPeopleSchema, AuditQuerySchema, auditChangeText, auditRecordText, formatDateTime, pagedResultSchema, STAFF_ROLE_LABELS, type AuditEntry } from '@otech/domain';
import { auditEntriesInBatches, auditPage, auditPeople } from '../../db/auditTrail.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { NoInput, RouteInput } from '../../http/route.ts';

/* /admin/journal (issue 23): the audit trail, read only; no route changes or deletes an entry. */

function readJournal({ ctx, query }: RouteInput<undefined, typeof AuditQuerySchema>) {
  return auditPage(ctx.db, query);
}

function journalPeople({ ctx }: NoInput) {
  return auditPeople(ctx.db);
}

/** The export's columns: what the journal's lines show, one value a cell. */
const JOURNAL_COLUMNS: readonly ExportColumn<AuditEntry>[] = [
  { header: 'Date', value: (entry) => formatDateTime(entry.at) },
  { header: 'Par', value: (entry) => entry.staffName },
  { header: 'Rôle', value: (entry) => STAFF_ROLE_LABELS[entry.staffRole] },
  // The client by name, as the timeline names it; an entry written before the trail kept names, by number.
  { header: 'En tant que client', value: (entry) => (entry.clientId === undefined ? '' : (entry.clientName ?? `client N° ${entry.clientId}`)) },
  { header: 'Type', value: (entry) => AUDIT_KIND_LABELS[entry.kind] },
  { header: 'Enregistrement', value: auditRecordText },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Changement', value: (entry) => auditChangeText(entry) },
];

async function exportJournal({ req, res, ctx, query }: RouteInput<undefined, typeof AuditExportQuerySchema>) {
  // The export needs both: exporting (the route's permission) and reading the journal.
  requirePermission(ctx.adminOf(req), 'audit.view');
  const { format, ...filters } = query;
  await sendListExport(res, { name: 'journal', format, columns: JOURNAL_COLUMNS, batches: auditEntriesInBatches(ctx.db, filters) });
}

export const journalRoutes = [
  route({
    method: 'get',
    path: '/admin/journal',
    auth: 'admin',
    permission: 'audit.view',
    summary: 'A page of the audit trail, filtered by person, kind, record and period, sorted by date, person or kind',
    query: AuditQuerySchema,
    answer: pagedResultSchema(AuditEntrySchema),
    handle: readJournal,
  }),
  route({ method: 'get', path: '/admin/journal/people', auth: 'admin', permission: 'audit.view', summary: 'The staff the audit trail names, for its person filter', answer: AuditPeopleSchema, handle: journalPeople }),
  route({
    method: 'get',
    path: '/admin/journal/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The audit trail as filtered and sorted, every page, streamed as csv or xlsx',
    query: AuditExportQuerySchema,
    produces: 'text/csv',
    handle: exportJournal,
  }),
];
