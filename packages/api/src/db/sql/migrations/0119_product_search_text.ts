import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The administration's product search (issue 27, decision 238): each product's reference, name,
 * brand and EAN, folded, stored by the database at every write (a generated column, as the
 * invoices' of migration 0117), so a search matches a column instead of folding every product's
 * JSON. No trigram index: reading the column of 40,000 products is a few milliseconds, and an index
 * would be kept up at every row of a 40,000-product import.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Folded as src/db/listQueries.ts folds (written out: a migration stays as it ran); `||`, not
  // concat_ws, which PostgreSQL does not count as immutable, as a generated column must be.
  await sql`
    alter table products add column search_text text generated always as (
      translate(
        lower(coalesce(reference, '') || ' ' || coalesce(record->>'name', '') || ' ' || coalesce(record->>'brand', '') || ' ' || coalesce(record->>'ean', '')),
        'àâäáãéèêëíìîïóòôöõúùûüçñÿ', 'aaaaaeeeeiiiiooooouuuucny'
      )
    ) stored`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products drop column search_text`.execute(db);
}
