import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Every sort a staff list offers at the scale of issue 27 read as a range of an index, never a sort of
 * every row's JSON (decision 264): the client list by company, city and creation date (10,000 clients;
 * by city it sorted them all for each page, 46 ms of CPU), the reminders by number, client and amount
 * left (about 47,000 overdue invoices: partial indexes on the overdue rows, as 0125's), and the order
 * list by number and oldest first (200,000 orders). Each expression is the one src/db sorts by, written
 * the same way; a folded text with the same letters as src/db/listQueries.ts folds with (written out:
 * a migration stays as it ran; the query writes them as literals, so the planner matches the index).
 */

const FOLDED_FROM = 'àâäáãéèêëíìîïóòôöõúùûüçñÿ';
const FOLDED_TO = 'aaaaaeeeeiiiiooooouuuucny';
const folded = (field: string) => sql`translate(lower(coalesce(record->>${sql.lit(field)}, '')), ${sql.lit(FOLDED_FROM)}, ${sql.lit(FOLDED_TO)})`;
/** The reminders' rows: 0125's predicate, as src/db/reminderList.ts filters. */
const OVERDUE = sql`statut in ('envoyee', 'en_retard') and montant_regle < montant_ttc`;

const INDEXES = {
  clients_company_sort: sql`clients ((${folded('societe')}), id)`,
  clients_city_sort: sql`clients ((${folded('ville')}), id)`,
  clients_created_sort: sql`clients ((coalesce(record->>'date_creation', '')), id)`,
  factures_overdue_number: sql`factures (numero_facture, seq) where ${OVERDUE}`,
  factures_overdue_client: sql`factures ((${folded('client_nom')}), seq) where ${OVERDUE}`,
  factures_overdue_left: sql`factures ((round((montant_ttc - montant_regle) * 100)), seq) where ${OVERDUE}`,
  orders_number_sort: sql`orders ((coalesce(order_number, id)), seq)`,
  orders_held_oldest: sql`orders ((not (status = 'pending' and coalesce(record->>'creditHold', '') = 'true')), order_date, seq)`,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of Object.entries(INDEXES)) await sql`create index ${sql.ref(name)} on ${on}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql`drop index ${sql.ref(name)}`.execute(db);
}
