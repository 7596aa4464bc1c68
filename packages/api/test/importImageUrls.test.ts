import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportResult, Product } from '@otech/domain';
import { recordsApiForTests } from './records.ts';

/*
 * Issue 20: the image addresses of a product import (Shopify Image Src, Variant Image, PrestaShop
 * Image…) are fetched where the shop reaches them, over HTTP from a real server started here or
 * from a file path, and stored as the product's photos; a failure is a grouped warning naming each
 * product, never a refused row.
 */

const api = recordsApiForTests();
let server: Server;
let images: string;

beforeAll(async () => {
  const front = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#116633' } }).jpeg().toBuffer();
  const back = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#663311' } }).png().toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/front.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(front);
    else if (req.url === '/back.png') res.writeHead(200, { 'content-type': 'image/png' }).end(back);
    else if (req.url === '/page.jpg') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a picture</html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  images = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  writeFileSync(path.join(api.t.dir, 'local-front.jpg'), front);
}, 120_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function importCsv(csv: string) {
  const response = await fetch(`${api.t.api.url}/admin/catalogue/import?file=shopify.csv&apply=true`, { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${api.admin}` }, body: csv });
  return { status: response.status, body: (await response.json()) as CatalogueImportResult };
}

describe('image addresses of a product import (issue 20)', () => {
  it('stores the photos an address gives, front then back, and imports the others without theirs, a warning naming each', async () => {
    const csv = [
      'reference;name;category;Prix HT;Image Src;Variant Image',
      `URL-1;Pile avec photos;vp;3,90;${images}/front.jpg;${images}/back.png`,
      `URL-2;Pile sans photo;vp;2,90;${images}/missing.jpg;`,
      `URL-3;Pile sans photo 2;vp;2,90;${images}/gone.jpg;`,
      `URL-4;Pile page web;vp;2,90;${images}/page.jpg;`,
      `URL-5;Pile locale;vp;2,90;${path.join(api.t.dir, 'local-front.jpg')};`,
      'URL-6;Pile ftp;vp;2,90;ftp://example.org/a.jpg;',
    ].join('\n');
    const { status, body } = await importCsv(`${csv}\n`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 6, rejected: 0, applied: true, photos: { stored: 3, notStored: 4 } });
    const withPhotos = (await api.t.call('GET', '/products/URL-1')).body as Product;
    expect(withPhotos.images).toEqual(['/api/images/URL-1/thumb/ar.jpg', '/api/images/URL-1/thumb/av.jpg']);
    const front = await fetch(`${api.t.api.url}/images/URL-1/av.jpg`);
    expect((await sharp(Buffer.from(await front.arrayBuffer())).metadata()).width).toBe(700);
    expect((await fetch(`${api.t.api.url}/images/URL-1/ar.jpg`)).status).toBe(200);
    expect(((await api.t.call('GET', '/products/URL-5')).body as Product).images).toEqual(['/api/images/URL-5/thumb/av.jpg']);
    expect(((await api.t.call('GET', '/products/URL-2')).body as Product).images).toEqual([]);
    const reasons = body.warnings.map((warning) => `${warning.line ?? ''} ${warning.column ?? ''}: ${warning.reason}`);
    expect(reasons).toContain(`3 Image Src: image non enregistrée (le serveur a répondu 404) : 2 produits importés sans elle : URL-2 (ligne 3), URL-3 (ligne 4) ; première adresse : ${images}/missing.jpg`);
    expect(reasons).toContain(`5 Image Src: image non enregistrée (ni une image JPEG, ni PNG, ni WebP) : 1 produit importé sans elle : URL-4 (ligne 5) ; première adresse : ${images}/page.jpg`);
    expect(reasons).toContain('7 Image Src: image non enregistrée (ni une adresse http(s) ni un chemin de fichier) : 1 produit importé sans elle : URL-6 (ligne 7) ; première adresse : ftp://example.org/a.jpg');
    expect(reasons.join('\n')).not.toContain('non récupérée');
  }, 120_000);
});
