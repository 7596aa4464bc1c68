import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * /admin/relances at 200,000 invoices (issue 27): about a quarter of them are overdue, and each page
 * counted them and summed what they owe by reading every one from the table (1.2 s on PostgreSQL),
 * then sorted them all for 20 rows. Only the invoices still to chase are in this index, in the
 * list's default order (src/db/reminderList.ts, its due day written the same way), with what the
 * count and the sum read: both become index-only scans, the first page a range of the index.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index factures_overdue on factures ((substr(date_echeance, 1, 10)), numero_facture, seq)
    include (date_echeance, montant_ttc, montant_regle)
    where statut in ('envoyee', 'en_retard') and montant_regle < montant_ttc`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index factures_overdue`.execute(db);
}
