import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The shop's invoices by date, for what staff read across every client: the latest invoices
 * (/admin/factures, GET /factures sorted by date) are the first entries of this index, and the
 * statistics of a period a range of it. Without it each was a walk through every invoice, sorted.
 */

// Kysely's migrations run on any schema: their database type is unknown by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index factures_date on factures (date_facture desc, numero_facture desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('factures_date').execute();
}
