import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/sql/connect.ts';
import type { SqlDatabase } from '../db/sql/connect.ts';
import { openTestSql } from '../db/sql/testDatabase.ts';
import { storePhotos } from '../db/productPhotos.ts';
import type { PhotoView } from '@otech/domain';
import { servedPhotos } from './servedPhotos.ts';

let db: SqlDatabase;
let base: string;
let closeServer: () => void;
let closeDb = async () => {};

const jpeg = (width: number) => sharp({ create: { width, height: width, channels: 3, background: '#0b4f8a' } }).jpeg().toBuffer();

async function store(reference: string, view: PhotoView, width: number): Promise<void> {
  const [hd, thumb] = await Promise.all([jpeg(width), jpeg(Math.min(width, 320))]);
  await storePhotos(db, [{ reference, view, photo: { hd, thumb, width, height: width } }]);
}

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestSql());
  await migrateToLatest(db);
  await store('VP00001', 'av', 800);
  const app = express();
  app.use('/api/images', servedPhotos(db, 'public, max-age=86400'));
  app.use((_req, res) => res.status(404).json({ message: 'Ressource introuvable' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/images`;
  closeServer = () => server.close();
}, 120_000);
afterAll(async () => {
  closeServer();
  await closeDb();
});

const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe('product photos served from the photo store (issue 27)', () => {
  it('answers the HD photo, its thumbnail and the HD photo resized to the width asked, cached a day', async () => {
    const resized = await fetch(`${base}/VP00001/av.jpg?w=400`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/jpeg');
    expect(resized.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await widthOf(resized)).toBe(400);
    expect(await widthOf(await fetch(`${base}/VP00001/av.jpg?w=720`))).toBe(720);
    expect(await widthOf(await fetch(`${base}/VP00001/av.jpg`))).toBe(800);
    expect(await widthOf(await fetch(`${base}/VP00001/thumb/av.jpg`))).toBe(320);
  });

  it('answers 304 to a browser that has it, and the new photo once it is replaced in the store', async () => {
    for (const address of ['/VP00001/av.jpg?w=560', '/VP00001/av.jpg', '/VP00001/thumb/av.jpg']) {
      const first = await fetch(base + address);
      const tag = first.headers.get('etag') ?? '';
      expect(tag, address).not.toBe('');
      expect((await fetch(base + address, { headers: { 'if-none-match': tag } })).status, address).toBe(304);
    }
    const before = (await fetch(`${base}/VP00001/av.jpg?w=560`)).headers.get('etag') ?? '';
    await store('VP00001', 'av', 500);
    const replaced = await fetch(`${base}/VP00001/av.jpg?w=560`, { headers: { 'if-none-match': before } });
    expect(replaced.status).toBe(200);
    // Never enlarged: a 500 px photo stays 500 px.
    expect(await widthOf(replaced)).toBe(500);
  });

  it('refuses a width it does not offer, or one asked of a thumbnail, naming the field', async () => {
    for (const address of ['/VP00001/av.jpg?w=123', '/VP00001/av.jpg?w=abc', '/VP00001/thumb/av.jpg?w=400', '/VP00001/av.jpg?w=400&w=560']) {
      const refused = await fetch(base + address);
      expect(refused.status, address).toBe(400);
      expect(((await refused.json()) as { issues: { path: string }[] }).issues[0]?.path, address).toBe('w');
    }
  });

  it('answers 404 for a product without that photo or a file that is not a photo', async () => {
    for (const address of ['/VP00002/av.jpg?w=400', '/VP00001/ar.jpg', '/VP00002/thumb/av.jpg', '/VP00001/other.jpg', '/..%2Fetc/av.jpg']) {
      expect((await fetch(base + address)).status, address).toBe(404);
    }
  });

  it('keeps no more bytes than its bound, and still answers past it', async () => {
    await store('VP00009', 'av', 800);
    const small = express();
    small.use('/api/images', servedPhotos(db, 'no-store', 1));
    const server = small.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/images/VP00009/av.jpg`;
    try {
      for (const width of [400, 560, 720]) expect(await widthOf(await fetch(`${url}?w=${width}`))).toBe(width);
    } finally {
      server.close();
    }
  });
});
