import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Which client accounts are the demo seed's own: only those accept the demo's fallback passwords
 * (`admin` or the lowercased code, spec 1 §5), whatever OTECH_DEMO says. A client created any other
 * way (registration, the administration, an import) has no way in until it sets a password.
 * The accounts already stored without a password can only have come from the seed (registration
 * always sets one; imports wrote the seed until issue 20): they keep their demo passwords.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column demo_seed boolean not null default false`.execute(db);
  await sql`update clients set demo_seed = true where coalesce(record->>'hash_password', '') = ''`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clients drop column demo_seed`.execute(db);
}
