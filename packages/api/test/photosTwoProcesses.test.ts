import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { serverDatabase } from './database.ts';
import { serveInProcess, stopProcesses } from './apiProcess.ts';
import { CREDENTIALS, FIXTURE_DATA } from './helpers.ts';

/*
 * Issue 27: photos belong to the running shop. Two API processes on one PostgreSQL database serve
 * a photo uploaded through either, resized variants included, and a replaced photo at once.
 */

const SECRET = 'two-processes-photos-secret-of-32-bytes';
const PRODUCT = 'DC-CAN-005';

const processes: ChildProcess[] = [];
const dirs: string[] = [];
let drop = async () => {};
let a: string;
let b: string;

async function serve(databaseUrl: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-photos-two-'));
  dirs.push(dir);
  const { child, url } = await serveInProcess({ DATABASE_URL: databaseUrl, OTECH_DATA_DIR: FIXTURE_DATA, OTECH_DB_DIR: dir, OTECH_TOKEN_SECRET: SECRET });
  processes.push(child);
  return url;
}

const picture = (width: number, background: string) => sharp({ create: { width, height: width, channels: 3, background } }).png().toBuffer();

async function staffToken(api: string): Promise<string> {
  const response = await fetch(`${api}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CREDENTIALS.admin) });
  return ((await response.json()) as { token: string }).token;
}

async function upload(api: string, bytes: Buffer): Promise<number> {
  const response = await fetch(`${api}/admin/products/${PRODUCT}/photos/av`, { method: 'PUT', headers: { authorization: `Bearer ${await staffToken(api)}`, 'content-type': 'image/png' }, body: bytes });
  return response.status;
}

async function photo(api: string, file: string): Promise<{ status: number; width?: number; etag: string | null }> {
  const response = await fetch(`${api}/images/${PRODUCT}/${file}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, etag: response.headers.get('etag'), ...(response.ok ? { width: (await sharp(bytes).metadata()).width } : {}) };
}

describe.skipIf(!TEST_SERVER)('photos served by two API processes on one PostgreSQL database (needs OTECH_TEST_DATABASE_URL: skipped without a server)', () => {
  beforeAll(async () => {
    const { location, drop: dropDatabase } = await serverDatabase(TEST_SERVER!);
    drop = dropDatabase;
    const url = 'url' in location ? location.url : '';
    [a, b] = await Promise.all([serve(url), serve(url)]);
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through one from the other, its thumbnail and a resized variant too', async () => {
    expect((await photo(b, 'av.jpg')).status).toBe(404);
    expect(await upload(a, await picture(900, '#aa3300'))).toBe(200);
    expect(await photo(b, 'av.jpg')).toMatchObject({ status: 200, width: 900 });
    expect(await photo(b, 'thumb/av.jpg')).toMatchObject({ status: 200, width: 320 });
    expect(await photo(b, 'av.jpg?w=400')).toMatchObject({ status: 200, width: 400 });
  });

  it('serves the photo replaced through the other at once, under a new ETag, though it had the old one cached', async () => {
    const before = await photo(a, 'av.jpg?w=400');
    expect(await upload(b, await picture(600, '#0033aa'))).toBe(200);
    const after = await photo(a, 'av.jpg?w=400');
    expect(after).toMatchObject({ status: 200, width: 400 });
    expect(after.etag).not.toBe(before.etag);
    expect(await photo(a, 'av.jpg')).toMatchObject({ status: 200, width: 600 });
  });

  it("shows the product's new card image on the other within a second, as any product change", async () => {
    const deadline = Date.now() + 3_000;
    let images: string[] = [];
    while (Date.now() < deadline) {
      images = ((await (await fetch(`${b}/products/${PRODUCT}`)).json()) as { images: string[] }).images;
      if (images.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(images).toEqual([`/api/images/${PRODUCT}/thumb/av.jpg`]);
  });
});
