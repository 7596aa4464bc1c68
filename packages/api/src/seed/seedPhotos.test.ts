import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../../test/helpers.ts';
import { migrateToLatest } from '../db/sql/connect.ts';
import type { SqlDatabase } from '../db/sql/connect.ts';
import { openTestSql } from '../db/sql/testDatabase.ts';
import { readSeedSources } from './sources.ts';
import { copyPendingSeedPhotos, readSeedPhotos } from './seedPhotos.ts';
import { fillSqlDatabase } from './sqlSeed.ts';

const REFERENCE = 'VP-AA-001';
let dataDir: string;
let db: SqlDatabase;
let close = async () => {};

const jpeg = (width: number) => sharp({ create: { width, height: width / 2, channels: 3, background: '#336699' } }).jpeg().toBuffer();

beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'otech-seed-photos-')), 'data');
  cpSync(FIXTURE_DATA, dataDir, { recursive: true });
  const folder = path.join(dataDir, 'images', REFERENCE);
  mkdirSync(path.join(folder, 'thumb'), { recursive: true });
  await sharp(await jpeg(640)).toFile(path.join(folder, 'av.jpg'));
  await sharp(await jpeg(320)).toFile(path.join(folder, 'thumb', 'av.jpg'));
  // A back view without its thumbnail: the seed makes one.
  await sharp(await jpeg(480)).toFile(path.join(folder, 'ar.jpg'));
  ({ db, close } = await openTestSql());
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => {
  await close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const stored = () => db.selectFrom('product_photos').select(['reference', 'view', 'width', 'height']).orderBy('view').execute();
const pending = async () => (await db.selectFrom('seed_photos_pending').selectAll().execute()).length;
const imagesOf = async () => (await db.selectFrom('products').select('record').where('reference', '=', REFERENCE).executeTakeFirstOrThrow()).record.images;

describe("the seed's photos go into the shop's photo store (issue 27)", () => {
  it('fills the photo store from data/images/ with the seed, each view with its HD size, and the products with their card images', async () => {
    const seed = await readSeedSources(dataDir);
    await fillSqlDatabase(db, seed, await readSeedPhotos(dataDir, seed.products.map((product) => product.reference ?? product.id)));
    expect(await stored()).toEqual([
      { reference: REFERENCE, view: 'ar', width: 480, height: 240 },
      { reference: REFERENCE, view: 'av', width: 640, height: 320 },
    ]);
    expect(await pending()).toBe(0);
    expect(await imagesOf()).toEqual([`/api/images/${REFERENCE}/thumb/ar.jpg`, `/api/images/${REFERENCE}/thumb/av.jpg`]);
  });

  it('copies the photos once into a database seeded before the photo store, then leaves the store to the shop', async () => {
    // A database seeded before migration 0095: no photos stored, the copy still to be made.
    await db.deleteFrom('product_photos').execute();
    await db.insertInto('seed_photos_pending').defaultValues().execute();
    const version = (await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    await copyPendingSeedPhotos(db, dataDir);
    expect((await stored()).map((photo) => photo.view)).toEqual(['ar', 'av']);
    expect(await pending()).toBe(0);
    expect(Number((await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version)).toBeGreaterThan(Number(version));
    // A photo staff removed stays removed at the next start.
    await db.deleteFrom('product_photos').where('view', '=', 'ar').execute();
    await copyPendingSeedPhotos(db, dataDir);
    expect((await stored()).map((photo) => photo.view)).toEqual(['av']);
  });

  it('reports an unreadable HD photo by its file and leaves it out', async () => {
    const broken = path.join(dataDir, 'images', 'BROKEN', 'thumb');
    mkdirSync(broken, { recursive: true });
    writeFileSync(path.join(broken, '..', 'av.jpg'), 'not a picture');
    writeFileSync(path.join(broken, 'av.jpg'), 'not a picture');
    const problems: { file: string; message: string }[] = [];
    expect(await readSeedPhotos(dataDir, ['BROKEN'], problems)).toEqual([]);
    expect(problems).toEqual([{ file: path.join('images', 'BROKEN', 'av.jpg'), message: 'not a readable JPEG: photo left out' }]);
  });
});
