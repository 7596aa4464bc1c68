import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The staff's invoice searches at 200,000 invoices (issue 27, decision 238): each invoice's searched
 * text (its number and its client's name, folded) stored, so /admin/factures and /admin/relances
 * match a column instead of folding every invoice's JSON at every search (0.9 s at 20,000). A
 * generated column: the database keeps it right at every write, a draft whose client name changes
 * included. Where pg_trgm is available (PGlite loads it; PostgreSQL ships it with the server) a
 * trigram index finds a word anywhere in it without reading every invoice; without it the search
 * reads the column of every invoice, slower but the same answer.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Folded as src/db/listQueries.ts folds (written out: a migration stays as it ran).
  await sql`
    alter table factures add column search_text text generated always as (
      translate(lower(numero_facture || ' ' || coalesce(record->>'client_nom', '')), 'àâäáãéèêëíìîïóòôöõúùûüçñÿ', 'aaaaaeeeeiiiiooooouuuucny')
    ) stored`.execute(db);
  // Installed already, or installable by this role: creating even a trusted extension needs the right to
  // create in the database, which a managed server's application role often lacks (then: no index).
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm') and has_database_privilege(current_database(), 'CREATE'))
      as available`.execute(db);
  if (!rows[0]?.available) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index factures_search on factures using gin (search_text gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists factures_search`.execute(db);
  await sql`alter table factures drop column search_text`.execute(db);
}
