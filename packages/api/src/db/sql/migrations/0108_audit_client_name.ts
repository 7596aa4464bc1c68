import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * An entry written while a staff member was signed in as a client names that client as it was then
 * (issue 23: « Marie Leroy (Commercial) pour SARL Dupont »), as the entry already keeps the staff
 * member's name: the line still reads right after the client is renamed or anonymised. Adding a
 * column changes no entry; the append-only trigger of migration 0051 still refuses every UPDATE.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_trail add column client_name text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_trail drop column client_name`.execute(db);
}
