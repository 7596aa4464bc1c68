import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Staff accounts (issue 23): each administrator record gains a name, an e-mail, one of the four
 * roles and an active flag; spec 3's one 'superAdmin' becomes the Administrateur, and its fixed
 * permission list goes (permissions now follow from the role, in the domain's table). An e-mail is
 * unique whatever its case. `sessions_not_before` ends a member's open sessions at once, as the
 * clients' column does, when they are deactivated or change their password.
 * An account stored before this migration has no e-mail: it gets `<username>@otech.invalid`
 * (a reserved domain, RFC 2606), which the Administrateur replaces from /admin/equipe.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update admins set record = (record - 'permissions') || jsonb_build_object(
      'role', case when record->>'role' = 'superAdmin' then 'administrateur' else record->>'role' end,
      'name', coalesce(record->>'name', username),
      'email', coalesce(record->>'email', lower(username) || '@otech.invalid'),
      'active', coalesce((record->'active')::boolean, true)
    )`.execute(db);
  await sql`create unique index admins_email on admins (lower(record->>'email'))`.execute(db);
  await sql`alter table admins add column sessions_not_before bigint`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table admins drop column sessions_not_before`.execute(db);
  await sql`drop index admins_email`.execute(db);
}
