import * as v from 'valibot';
import { ClientImportResultSchema, TEXT_LIMITS } from '@otech/domain';
import type { ImportTally } from '@otech/domain/catalogue-import';
import { ClientMappingSchema, clientTableReader, planClientImport } from '@otech/domain/client-import';
import { actorOf } from '../../db/auditTrail.ts';
import { storedClientsForImport, writeImportedClients } from '../../db/runtimeImports.ts';
import { route } from '../../http/route.ts';
import { mailLinkOrigin } from '../../siteAddress.ts';
import type { RouteInput } from '../../http/route.ts';

/** Rows of one request: a large accounting export, within the API's 1 MB JSON body. */
const CLIENT_IMPORT_MAX_ROWS = 20_000;
const MAX_COLUMNS = 200;

const cell = v.pipe(v.string(), v.maxLength(TEXT_LIMITS.long));

/**
 * The clients file as `otech import clients` read it (encoding and delimiter found, rows split),
 * sent to the running shop: the server maps, checks and writes it as the CLI would the database.
 */
const ClientImportBodySchema = v.object({
  file: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)),
  header: v.pipe(v.array(v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line))), v.nonEmpty(), v.maxLength(MAX_COLUMNS)),
  rows: v.pipe(v.array(v.object({ line: v.pipe(v.number(), v.integer(), v.minValue(1)), cells: v.pipe(v.array(cell), v.maxLength(MAX_COLUMNS)) })), v.maxLength(CLIENT_IMPORT_MAX_ROWS)),
  mapping: v.optional(ClientMappingSchema),
  /** False: a dry run, the report only. */
  apply: v.boolean(),
  /** Write nothing when any row is rejected (`--strict`). */
  strict: v.optional(v.boolean(), false),
  /** The report's language: French for staff (the default), English for `otech import clients`, whose reports are English. */
  language: v.optional(v.picklist(['fr', 'en']), 'fr'),
  /** `--invite`: each new client gets the invitation e-mail (a single-use link to choose a password, 7 days). */
  invite: v.optional(v.boolean(), false),
});

/** The report of `otech import clients`, and whether the clients were written. */
async function importClients({ req, ctx, body }: RouteInput<typeof ClientImportBodySchema, undefined>) {
  const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
  const reader = clientTableReader(body.file, body.header, body.mapping, report, body.language);
  const stored = await storedClientsForImport(ctx.db.sql);
  const records = body.rows.map((row) => reader.record(row.line, row.cells));
  const plan = planClientImport(body.file, records, stored, stored.nextId, new Date().toISOString(), report, body.language, body.language === 'fr' ? reader.columnOf : undefined);
  const applied = body.apply && plan.changed.length > 0 && !(body.strict && report.rejected > 0);
  const invited = applied ? await writeImportedClients(ctx.db.sql, plan.changed, body.invite ? { siteOrigin: mailLinkOrigin(process.env) } : undefined, { actor: actorOf(ctx.adminOf(req)), file: body.file }) : 0;
  if (invited > 0) ctx.mail.wake();
  return { ...report, applied, invited };
}

export const clientImportRoutes = [
  route({
    method: 'post',
    path: '/admin/clients/import',
    auth: 'admin', permission: 'clients.edit',
    summary: 'Imports clients read from a file by `otech import clients` (staff): upserted by id, code or e-mail in one transaction, with the row-by-row report',
    body: ClientImportBodySchema,
    answer: ClientImportResultSchema,
    handle: importClients,
  }),
];
