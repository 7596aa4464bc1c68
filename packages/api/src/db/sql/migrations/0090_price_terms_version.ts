import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The terms of trade's version stamp (issue 21): each API process keeps its clients' lists and
 * contract prices in memory (src/db/priceTermsMemory.ts) and reads them again when this number
 * moves. Triggers move it in the writing transaction, whoever writes (the API, otech on a shared
 * database, the monthly review), so no writer can forget to.
 */

const TERMS_TABLES = ['price_list_rules', 'price_list_net_prices', 'price_list_breaks', 'client_price_lists', 'contract_prices'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table price_terms_version (one boolean primary key default true check (one), version bigint not null)`.execute(db);
  await sql`insert into price_terms_version (one, version) values (true, 0)`.execute(db);
  await sql`
    create function otech_price_terms_changed() returns trigger language plpgsql as $$
    begin
      update price_terms_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of TERMS_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_version`)} after insert or update or delete on ${sql.table(table)} for each statement execute function otech_price_terms_changed()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TERMS_TABLES) await sql`drop trigger ${sql.raw(`${table}_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function otech_price_terms_changed()`.execute(db);
  await sql`drop table price_terms_version`.execute(db);
}
