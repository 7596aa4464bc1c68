import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resizedPhotos } from './resizedPhotos.ts';

let dir: string;
let base: string;
let close: () => void;

const photo = (width: number) => sharp({ create: { width, height: width, channels: 3, background: '#0b4f8a' } }).jpeg();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-resized-photos-'));
  mkdirSync(path.join(dir, 'VP00001', 'thumb'), { recursive: true });
  await photo(800).toFile(path.join(dir, 'VP00001', 'av.jpg'));
  await photo(320).toFile(path.join(dir, 'VP00001', 'thumb', 'av.jpg'));
  const app = express();
  app.use('/api/images', resizedPhotos(dir, 'public, max-age=86400'), express.static(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/images`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe('an HD photo at a smaller width (issue #10)', () => {
  it('answers the photo resized to the width asked, cached a day', async () => {
    const resized = await fetch(`${base}/VP00001/av.jpg?w=400`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/jpeg');
    expect(resized.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await widthOf(resized)).toBe(400);
    expect(await widthOf(await fetch(`${base}/VP00001/av.jpg?w=720`))).toBe(720);
    expect(await widthOf(await fetch(`${base}/VP00001/av.jpg`))).toBe(800);
  });

  it('answers 304 to a browser that has it, and another photo once the file is replaced', async () => {
    const first = await fetch(`${base}/VP00001/av.jpg?w=560`);
    const tag = first.headers.get('etag') ?? '';
    expect((await fetch(`${base}/VP00001/av.jpg?w=560`, { headers: { 'if-none-match': tag } })).status).toBe(304);
    await photo(500).toFile(path.join(dir, 'VP00001', 'av.jpg'));
    const replaced = await fetch(`${base}/VP00001/av.jpg?w=560`, { headers: { 'if-none-match': tag } });
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

  it('answers 404 for a product without that photo', async () => {
    expect((await fetch(`${base}/VP00002/av.jpg?w=400`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Fetc/av.jpg?w=400`)).status).toBe(400);
  });
});
