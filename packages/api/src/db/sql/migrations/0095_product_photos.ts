import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Product photos belong to the running shop (issue 27): the HD JPEG and its card thumbnail of each
 * view, in the database every API process shares, never in the checkout's data/images/ (the seed).
 * `tag` names the content (a hash of both files): it is the ETag, and the key of each process's
 * cache of resized variants. A database seeded before this migration still has its photos in
 * data/images/ only: `seed_photos_pending` asks the next start to copy them in once
 * (src/seed/seedPhotos.ts); a new database gets them with its seed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table product_photos (
    reference text not null,
    view text not null check (view in ('av', 'ar')),
    hd bytea not null,
    thumb bytea not null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    tag text not null,
    primary key (reference, view)
  )`.execute(db);
  await sql`create table seed_photos_pending (one boolean primary key default true check (one))`.execute(db);
  await sql`insert into seed_photos_pending default values`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table seed_photos_pending`.execute(db);
  await sql`drop table product_photos`.execute(db);
}
