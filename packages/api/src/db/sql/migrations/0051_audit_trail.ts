import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The audit trail (issue 23): one row per staff write, added in the transaction of the write it
 * records. Append-only by the database itself: a trigger refuses every UPDATE and DELETE, so no
 * route, bug or script can rewrite what happened. Indexed for the journal's filters, newest first.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_trail (
      id bigserial primary key,
      at timestamptz not null default now(),
      staff_id text not null,
      staff_name text not null,
      staff_role text not null,
      client_id text,
      kind text not null,
      record_id text not null,
      action text not null,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_trail_at on audit_trail (at desc, id desc)`.execute(db);
  await sql`create index audit_trail_record on audit_trail (kind, record_id, at desc)`.execute(db);
  await sql`create index audit_trail_staff on audit_trail (staff_id, at desc)`.execute(db);
  await sql`
    create function audit_trail_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit trail is append-only';
    end
    $$`.execute(db);
  await sql`create trigger audit_trail_append_only before update or delete on audit_trail for each row execute function audit_trail_append_only()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_trail`.execute(db);
  await sql`drop function audit_trail_append_only()`.execute(db);
}
