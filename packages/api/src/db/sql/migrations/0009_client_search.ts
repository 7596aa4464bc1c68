import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { storedClientSearchText } from '@otech/domain';
import type { Client } from '@otech/domain';

/*
 * Each client's search text (the domain's `storedClientSearchText`: its searched fields, folded,
 * one per line), kept by the row builder (`clientRow`) at every write, so the administration's
 * client search is a `like` per term in SQL instead of every client read and searched in
 * JavaScript. Filled here from the records already stored; no default after, so a writer that
 * forgets the column fails instead of leaving a client no search finds.
 */

const BATCH = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column search_text text not null default ''`.execute(db);
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; record: Client }>`select id, record from clients where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const texts = rows.map((row) => storedClientSearchText(row.record));
    await sql`update clients set search_text = given.text from unnest(${ids}::integer[], ${texts}::text[]) as given(id, text) where clients.id = given.id`.execute(db);
    after = ids[ids.length - 1]!;
  }
  await sql`alter table clients alter column search_text drop default`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clients drop column search_text`.execute(db);
}
