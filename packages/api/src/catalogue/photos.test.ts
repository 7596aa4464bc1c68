import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/sql/connect.ts';
import type { SqlDatabase } from '../db/sql/connect.ts';
import { openTestSql } from '../db/sql/testDatabase.ts';
import { storePhotos } from '../db/productPhotos.ts';
import { PhotoLibrary } from './photos.ts';

let db: SqlDatabase;
let close = async () => {};

beforeAll(async () => {
  ({ db, close } = await openTestSql());
  await migrateToLatest(db);
  const hd = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  await storePhotos(db, [{ reference: 'REF-1', view: 'ar', photo: { hd, thumb: hd, width: 60, height: 40 } }]);
}, 120_000);
afterAll(() => close());

describe('PhotoLibrary', () => {
  it("answers a stored view with its HD address and size from the photo store", async () => {
    const photos = new PhotoLibrary(db, (reference) => reference.startsWith('REF-'));
    expect(await photos.entry('REF-1')).toEqual({ imageHD: [{ type: 'AR', url: '/api/images/REF-1/ar.jpg', size: '60x40' }], av: null, ar: '/api/images/REF-1/ar.jpg' });
  });

  it('answers a reference outside the catalogue with no photos and never remembers it', async () => {
    const photos = new PhotoLibrary(db, (reference) => reference.startsWith('REF-'));
    for (let i = 0; i < 100; i += 1) expect(await photos.entry(`made-up-${i}`)).toEqual({ imageHD: [], av: null, ar: null });
    expect(photos.cachedCount).toBe(0);
  });

  it('holds at most its bound, forgetting the least recently asked first', async () => {
    const photos = new PhotoLibrary(db, (reference) => reference.startsWith('REF-'), 3);
    for (const reference of ['REF-1', 'REF-2', 'REF-3', 'REF-1', 'REF-4']) await photos.entry(reference);
    expect(photos.cachedCount).toBe(3);
  });
});
