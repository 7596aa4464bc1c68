import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The terms of trade (issue 21): the four price lists, their percentage rules, net prices and
 * quantity breaks, the list each client was put on by staff, and each client's contract prices.
 * A client without a row in `client_price_lists` is on the list of its kind (domain
 * `priceListForFamille`), so a new client needs no write. Percentages are whole basis points
 * (12.5 % is 1250) and prices whole cents: nothing is read back as a float. `target` is the
 * category, brand or product id a rule or break covers, '' for the whole catalogue.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table price_lists (id text primary key, name text not null)`.execute(db);
  await sql`
    create table price_list_rules (
      list_id text not null references price_lists (id) on delete cascade,
      scope text not null check (scope in ('catalogue', 'category', 'brand')),
      target text not null,
      percent_off_bp integer not null check (percent_off_bp between 0 and 10000),
      primary key (list_id, scope, target)
    )`.execute(db);
  await sql`
    create table price_list_net_prices (
      list_id text not null references price_lists (id) on delete cascade,
      product_id text not null,
      price_cents bigint not null check (price_cents >= 0),
      primary key (list_id, product_id)
    )`.execute(db);
  await sql`
    create table price_list_breaks (
      list_id text not null references price_lists (id) on delete cascade,
      scope text not null check (scope in ('catalogue', 'category', 'brand', 'product')),
      target text not null,
      min_quantity integer not null check (min_quantity >= 2),
      price_cents bigint check (price_cents >= 0),
      percent_off_bp integer check (percent_off_bp between 0 and 10000),
      check ((price_cents is null) <> (percent_off_bp is null)),
      primary key (list_id, scope, target, min_quantity)
    )`.execute(db);
  await sql`
    create table client_price_lists (
      client_id integer primary key references clients (id) on delete cascade,
      list_id text not null references price_lists (id)
    )`.execute(db);
  await sql`
    create table contract_prices (
      client_id integer not null references clients (id) on delete cascade,
      product_id text not null,
      price_cents bigint not null check (price_cents >= 0),
      primary key (client_id, product_id)
    )`.execute(db);
  await sql`
    insert into price_lists (id, name) values
      ('public', 'Public'), ('professionnel', 'Professionnel'), ('revendeur', 'Revendeur / Grossiste'), ('premium', 'Premium')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table contract_prices, client_price_lists, price_list_breaks, price_list_net_prices, price_list_rules, price_lists`.execute(db);
}
