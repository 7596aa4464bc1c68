import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The wholesaler clause's monthly review (issue 21): the clients staff exempted from it, and the
 * months already reviewed. A process claims a month by inserting its row, in the review's
 * transaction, so two API processes on one database never review the same month twice.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table price_review_exemptions (
      client_id integer primary key references clients (id) on delete cascade,
      exempted_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table price_reviews (
      month text primary key check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      ran_at timestamptz not null default now(),
      moved integer not null check (moved >= 0)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table price_reviews, price_review_exemptions`.execute(db);
}
