import type { InvoicesExportQuery } from '@otech/domain';
import { Database } from '../db/database.ts';
import { openSql } from '../db/sql/connect.ts';
import type { SqlLocation } from '../db/sql/connect.ts';
import { stopPdfRenderer } from '../pdf/renderOffThread.ts';
import { migrateSqlDb } from '../seed/index.ts';
import { invoicesExport } from './accountingExport.ts';
import type { ExportFile } from './accountingExport.ts';

export type { ExportFile } from './accountingExport.ts';

/**
 * `otech export invoices`: the accountant's export read from the shop's database (DATABASE_URL or
 * the embedded folder), the same file as the button of /admin/factures. Its schema is brought up
 * to date first, as the API does when it starts.
 */
export async function exportInvoicesFrom(location: SqlLocation, query: InvoicesExportQuery): Promise<ExportFile> {
  await migrateSqlDb(location);
  const sql = await openSql(location);
  try {
    return await invoicesExport(await Database.open(sql), query);
  } finally {
    await stopPdfRenderer();
    await sql.destroy();
  }
}
