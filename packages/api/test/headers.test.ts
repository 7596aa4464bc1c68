import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_REFERENCE, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

describe('response headers', () => {
  it('marks every answer nosniff, the catalogue and images included', async () => {
    for (const route of ['/products/VP-AA-001', '/nowhere', `/images/${PHOTO_REFERENCE}/av.jpg`]) {
      expect((await t.call('GET', route)).headers.get('x-content-type-options'), route).toBe('nosniff');
    }
  });

  it('never lets a cache keep a session, a personal answer or an invoice', async () => {
    const login = await t.call('POST', '/auth/login', { body: { identifier: 'MARIED', password: 'motdepasse1' } });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = (login.body as { token: string }).token;
    expect((await t.call('GET', '/auth/me', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/cart', { token })).headers.get('cache-control')).toBe('no-store');
    const admin = await t.call('POST', '/admin/login', { body: { username: 'admin', password: 'admin123' } });
    expect(admin.headers.get('cache-control')).toBe('no-store');
    const impersonation = await t.call('POST', '/admin/impersonate/2', { token: (admin.body as { token: string }).token });
    expect(impersonation.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/products/VP-AA-001')).headers.get('cache-control')).toBeNull();
  });

  it('lets a browser keep a photo only while it asks whether it changed: one replaced by an import shows at the next page (decision 242)', async () => {
    for (const file of ['av.jpg', 'thumb/av.jpg', 'av.jpg?w=400']) {
      const photo = await t.call('GET', `/images/${PHOTO_REFERENCE}/${file}`);
      expect(photo.headers.get('cache-control'), file).toBe('no-cache');
      expect(photo.headers.get('etag'), file).toBeTruthy();
    }
  });
});
