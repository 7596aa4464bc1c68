import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Product } from '@otech/domain';
import { recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

const png = sharp({ create: { width: 800, height: 600, channels: 4, background: '#cc3300' } })
  .png()
  .toBuffer();

async function upload(id: string, view: string, bytes: Uint8Array, token: string | null = api.admin) {
  const response = await fetch(`${api.t.api.url}/admin/products/${id}/photos/${view}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Product & { message?: string; issues?: unknown } };
}

const served = async (url: string) => {
  const response = await fetch(new URL(url.replace(/^\/api\//, ''), `${api.t.api.url}/`));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};
/** Every file under data/ with the hash of its bytes: what an upload must leave as it was. */
const dataFiles = () => {
  const dataDir = path.join(api.t.dir, 'data');
  return (readdirSync(dataDir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => `${path.relative(dataDir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`);
};

const product = async (id: string) => (await api.t.call('GET', `/products/${id}`)).body as Product;

describe('PUT and DELETE /admin/products/{id}/photos/{av|ar}: photos edited from the catalogue page (issue 9)', () => {
  it('is for administrators only: 401 without a token, 403 to a customer', async () => {
    expect((await upload('DC-CAN-005', 'av', await png, null)).status).toBe(401);
    expect((await upload('DC-CAN-005', 'av', await png, api.marie)).status).toBe(403);
    expect((await api.t.call('DELETE', '/admin/products/DC-CAN-005/photos/av', { token: api.marie })).status).toBe(403);
  });

  it('stores a PNG as the HD JPEG and its 320 px thumbnail, both served, and answers the product with them', async () => {
    const reference = encodeURIComponent((await product('DC-CAN-005')).reference ?? 'DC-CAN-005');
    // Asked once before, so the HD photo list is remembered without a front view and must be read again.
    expect(((await api.t.call('GET', `/photos/${reference}`)).body as { data: { av: string | null } }).data.av).toBeNull();
    const { status, body } = await upload('DC-CAN-005', 'av', await png);
    expect(status).toBe(200);
    expect(body.images).toEqual([`/api/images/${reference}/thumb/av.jpg`]);
    expect(await product('DC-CAN-005')).toMatchObject({ images: body.images });
    const thumb = await served(body.images[0] ?? '');
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    const hd = await served(`/api/images/${reference}/av.jpg`);
    expect(await sharp(hd.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const photos = (await api.t.call('GET', `/photos/${reference}`)).body as { data: { av: string | null } };
    expect(photos.data.av).toBe(`/api/images/${reference}/av.jpg`);
  });

  it("keeps the photo in the shop's database: data/, the committed seed, is left byte for byte as it was (issue 27)", async () => {
    const before = dataFiles();
    expect(before.some((file) => file.startsWith(path.join('images', 'VP-AA-001')))).toBe(true);
    const { status, body } = await upload('DC-CAN-005', 'ar', await png);
    expect(status).toBe(200);
    expect(body.images).toContain('/api/images/DC-CAN-005/thumb/ar.jpg');
    expect((await served('/api/images/DC-CAN-005/ar.jpg')).status).toBe(200);
    expect(dataFiles()).toEqual(before);
  });

  it('records the upload and the removal in the audit trail, by whom', async () => {
    await upload('DC-CAN-005', 'ar', await png);
    await api.t.call('DELETE', '/admin/products/DC-CAN-005/photos/ar', { token: api.admin });
    const journal = (await api.t.call('GET', '/admin/journal?kind=product', { token: api.admin })).body as { items: { recordId: string; action: string; staffName: string }[] };
    expect(journal.items.filter((entry) => entry.recordId === 'DC-CAN-005').map((entry) => entry.action).slice(0, 2)).toEqual(['photo ar retirée', 'photo ar']);
  });

  it('writes no audit entry for removing a view that was never stored, and answers the product unchanged', async () => {
    const actions = async () => ((await api.t.call('GET', '/admin/journal?kind=product', { token: api.admin })).body as { items: { recordId: string; action: string }[] }).items.filter((entry) => entry.recordId === 'DC-CAN-005').map((entry) => entry.action);
    await api.t.call('DELETE', '/admin/products/DC-CAN-005/photos/ar', { token: api.admin });
    const before = await actions();
    const { status, body } = await api.t.call('DELETE', '/admin/products/DC-CAN-005/photos/ar', { token: api.admin });
    expect(status).toBe(200);
    expect(body).toEqual(await product('DC-CAN-005'));
    expect(await actions()).toEqual(before);
  });

  it('refuses a text file named .jpg, an empty body and a file over 5 MB, naming the view in French, the photo left whole', async () => {
    const before = await product('VP-AA-001');
    const front = await served(`/api/images/VP-AA-001/av.jpg`);
    const text = await upload('VP-AA-001', 'av', Buffer.from('not a picture, only text saved as photo.jpg'));
    expect(text).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'av', message: 'Format non accepté : une image JPEG, PNG ou WebP est attendue' }] },
    });
    expect((await upload('VP-AA-001', 'av', Buffer.alloc(0))).body).toMatchObject({ issues: [{ path: 'av', message: 'Aucun fichier envoyé' }] });
    const big = await upload('VP-AA-001', 'av', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big).toMatchObject({ status: 400, body: { issues: [{ path: 'av', message: 'Fichier trop volumineux : 5 Mo au plus' }] } });
    expect((await upload('VP-AA-001', 'side', await png)).status).toBe(400);
    expect((await upload('NOPE', 'av', await png)).status).toBe(404);
    expect(await product('VP-AA-001')).toEqual(before);
    expect((await served(`/api/images/VP-AA-001/av.jpg`)).bytes.equals(front.bytes)).toBe(true);
  });

  it('refuses a photo over 40 megapixels with a French 413 read from its header, before decoding it (issue 27)', async () => {
    // A 2 x 2 PNG whose header (and its checksum) says 16,000 x 16,000: only a decode would find out.
    const huge = Buffer.from(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000000' } }).png().toBuffer());
    huge.writeUInt32BE(16_000, 16);
    huge.writeUInt32BE(16_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const before = await product('VP-AA-001');
    expect(await upload('VP-AA-001', 'av', huge)).toMatchObject({
      status: 413,
      body: { message: 'Image trop grande : 40 mégapixels au plus', issues: [{ path: 'av', message: 'Image trop grande : 40 mégapixels au plus' }] },
    });
    expect(await product('VP-AA-001')).toEqual(before);
  });

  it('removes one view: its files are no longer served and the product keeps only the other', async () => {
    const { status, body } = (await api.t.call('DELETE', '/admin/products/VP-AA-001/photos/ar', { token: api.admin })) as { status: number; body: Product };
    expect(status).toBe(200);
    expect(body.images).toEqual(['/api/images/VP-AA-001/thumb/av.jpg']);
    expect(await product('VP-AA-001')).toMatchObject({ images: body.images });
    expect((await served('/api/images/VP-AA-001/ar.jpg')).status).toBe(404);
    expect((await served('/api/images/VP-AA-001/thumb/ar.jpg')).status).toBe(404);
  });
});
