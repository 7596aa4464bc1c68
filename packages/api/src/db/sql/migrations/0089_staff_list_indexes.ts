import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The staff lists at scale (issue 27): each sort of /admin/factures (200,000 invoices) and of
 * /admin/journal reads its first page as a range of an index, never a sort of every row. The date
 * sort already has `factures_date` (migration 0008); a status filter starts its own range here.
 * The expressions are the ones src/db/invoiceList.ts orders by, written the same way.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index factures_status_date on factures (statut, date_facture desc, numero_facture desc)`.execute(db);
  await sql`create index factures_amount on factures (montant_ttc, seq)`.execute(db);
  await sql`create index factures_client_name on factures ((lower(coalesce(record->>'client_nom', ''))), seq)`.execute(db);
  await sql`create index factures_due on factures ((coalesce(date_echeance, '')), seq)`.execute(db);
  await sql`create index factures_number_seq on factures (numero_facture, seq)`.execute(db);
  await sql`create index audit_trail_staff_name on audit_trail (staff_name, id)`.execute(db);
  await sql`create index audit_trail_kind on audit_trail (kind, id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['factures_status_date', 'factures_amount', 'factures_client_name', 'factures_due', 'factures_number_seq', 'audit_trail_staff_name', 'audit_trail_kind']) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
