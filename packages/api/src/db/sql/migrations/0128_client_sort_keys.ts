import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The client list's sorts kept as columns of their own (decision 270): a far page of the list by city
 * (page 500 of 1,000) walked 5,000 rows of 0127's expression indexes, each read from the table for its
 * JSON, since PostgreSQL reads an expression index without the table only when the query needs none of
 * the columns the expression is made of. A stored generated column holds the same value, written by the
 * database with every write of the record; an index on it and the id answers a page's ids from the index
 * alone (once vacuumed), and only the page's own ten rows are read. The folded letters are those of
 * src/db/listQueries.ts, written out: a migration stays as it ran. They replace 0127's three indexes.
 */

const FOLDED_FROM = 'àâäáãéèêëíìîïóòôöõúùûüçñÿ';
const FOLDED_TO = 'aaaaaeeeeiiiiooooouuuucny';
const folded = (field: string) => sql`translate(lower(coalesce(record->>${sql.lit(field)}, '')), ${sql.lit(FOLDED_FROM)}, ${sql.lit(FOLDED_TO)})`;

const SORT_KEYS = {
  sort_company: folded('societe'),
  sort_city: folded('ville'),
  sort_created: sql`coalesce(record->>'date_creation', '')`,
};
const REPLACED = { clients_company_sort: 'sort_company', clients_city_sort: 'sort_city', clients_created_sort: 'sort_created' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, value] of Object.entries(SORT_KEYS)) await sql`alter table clients add column ${sql.ref(column)} text not null generated always as (${value}) stored`.execute(db);
  for (const [old, column] of Object.entries(REPLACED)) {
    await sql`drop index ${sql.ref(old)}`.execute(db);
    await sql`create index ${sql.ref(`clients_${column}`)} on clients (${sql.ref(column)}, id)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of Object.keys(SORT_KEYS)) await sql`alter table clients drop column ${sql.ref(column)}`.execute(db);
  for (const [old, column] of Object.entries(REPLACED)) {
    const value = SORT_KEYS[column];
    await sql`create index ${sql.ref(old)} on clients ((${value}), id)`.execute(db);
  }
}
