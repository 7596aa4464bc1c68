import { sql, type RawBuilder } from 'kysely';
import { isoDay, searchWords, type AdminInvoiceExportQuery, type AdminInvoiceListQuery, type AdminInvoiceSortKey, type PagedResult } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { containing } from './containing.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { dayAfter, rowsAfter } from './listQueries.ts';
import { inReadOrder, pageOf } from './paging.ts';

/* /admin/factures on the server (issue 27): 200,000 invoices searched, filtered, sorted and paged in SQL. */

type InvoiceFilters = Omit<AdminInvoiceListQuery, 'page'>;

const CLIENT_NAME = sql<string>`lower(coalesce(record->>'client_nom', ''))`;
const OPEN = ['envoyee', 'en_retard'];

/**
 * The columns each sort orders by; `seq` (the stored order) breaks ties, in the same direction, so
 * the order is total. None is null (a missing due date is '', first when ascending), so an export's
 * batches can start after a row by comparing values.
 */
const SORT_COLUMNS: Readonly<Record<AdminInvoiceSortKey, readonly RawBuilder<unknown>[]>> = {
  date: [sql`date_facture`, sql`numero_facture`],
  numero: [sql`numero_facture`],
  client: [CLIENT_NAME],
  montant: [sql`montant_ttc`],
  echeance: [sql`coalesce(date_echeance, '')`],
};

function filteredInvoices(db: Database, query: InvoiceFilters, now: Date) {
  const today = isoDay(now);
  let select = db.sql.selectFrom('factures');
  // Each word found in the number or the client's name (stored folded, migration 0117), in any order (as the client search does).
  for (const word of searchWords(query.search)) select = select.where('search_text', 'like', containing(word));
  // "En retard" is the day's status (factureStatusOn): a sent invoice past its due date, never what is stored.
  if (query.statut === 'en_retard') select = select.where('statut', 'in', OPEN).where(sql<string>`substr(date_echeance, 1, 10)`, '<', today);
  else if (query.statut === 'envoyee') select = select.where('statut', 'in', OPEN).where((eb) => eb.or([eb('date_echeance', 'is', null), eb(sql<string>`substr(date_echeance, 1, 10)`, '>=', today)]));
  else if (query.statut) select = select.where('statut', '=', query.statut);
  if (query.from) select = select.where('date_facture', '>=', query.from);
  if (query.to) select = select.where('date_facture', '<', dayAfter(query.to));
  return select;
}

function sortedInvoices(db: Database, query: InvoiceFilters, now: Date) {
  let select = filteredInvoices(db, query, now).select(['record', 'seq']);
  for (const column of SORT_COLUMNS[query.sort.key]) select = select.orderBy(column, query.sort.direction);
  return select.orderBy('seq', query.sort.direction);
}

/** A page of the list with its total; past the end, the last page, numbered as it is. */
export function invoiceListPage(db: Database, query: AdminInvoiceListQuery, pageSize: number, now = new Date()): Promise<PagedResult<OwnedRecord>> {
  const count = filteredInvoices(db, query, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(
    count,
    query.page,
    pageSize,
    async (limit, offset, backwards) => {
      return (await sortedInvoices(db, inReadOrder(query, backwards), now).limit(limit).offset(offset).execute()).map((row) => row.record);
    },
    true,
  );
}

/** Every invoice the filters keep, in the list's order, a batch at a time (its export): each batch starts after the last row read. */
export async function* invoicesInBatches(db: Database, query: Omit<AdminInvoiceExportQuery, 'format'>, now = new Date(), batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<OwnedRecord[]> {
  const batches = inBatches(
    async (lastSeq: string | undefined, limit) => {
      let select = sortedInvoices(db, query, now);
      // The last row's own stored values start the next batch.
      if (lastSeq !== undefined) select = select.where(rowsAfter('factures', 'seq', SORT_COLUMNS[query.sort.key], query.sort.direction, lastSeq));
      return (await select.limit(limit).execute()).map((row) => ({ record: row.record, seq: String(row.seq) }));
    },
    (row) => row.seq,
    batchSize,
  );
  for await (const rows of batches) yield rows.map((row) => row.record);
}
