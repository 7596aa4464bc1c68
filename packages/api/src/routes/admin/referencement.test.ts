import { describe, expect, it } from 'vitest';
import { pagedResultSchema, ReferencementRowSchema } from '@otech/domain';
import type { PagedResult, ReferencementRow } from '@otech/domain';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';
import { catalogueCrawlerSource } from '../seo.ts';

const api = recordsApiForTests();

const entry = { titre: 'Piles alcalines AA LR6 en gros', description: 'Piles AA LR6 pour les professionnels.', slug: 'piles-aa-lr6' };
const list = async (query: string) => (await api.t.call('GET', `/admin/referencement${query}`, { token: api.admin })).body as PagedResult<ReferencementRow>;

describe('/admin/referencement (issue 9)', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, route] of [
      ['GET', '/admin/referencement'],
      ['PUT', '/admin/referencement/produit/VP-AA-001'],
    ] as const) {
      expect((await api.t.call(method, route, { body: method === 'PUT' ? entry : undefined })).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body: method === 'PUT' ? entry : undefined })).status, route).toBe(403);
    }
  });

  it('lists the product pages, searched, each with an entry derived from the product until one is written', async () => {
    const { status, body } = await api.t.call('GET', '/admin/referencement?search=canon', { token: api.admin });
    expect(status).toBe(200);
    expect(fitsSchema(pagedResultSchema(ReferencementRowSchema), body)).toBe(true);
    expect((body as PagedResult<ReferencementRow>).items).toEqual([
      expect.objectContaining({ cible: 'produit', cle: 'DC-CAN-005', titre: 'Batterie appareil photo Canon LP-E6', slug: 'batterie-appareil-photo-canon-lp-e6', personnalise: false }),
    ]);
    expect((await list('?cible=rayon')).items.map((row) => row.cle)).toContain('vp');
  });

  it('finds every word of the search in any order, and answers a page past the end with the last one, numbered (issue 27)', async () => {
    expect((await list(`?search=${encodeURIComponent('lp-e6 CANON')}`)).items.map((row) => row.cle)).toEqual(['DC-CAN-005']);
    expect((await list(`?search=${encodeURIComponent('canon sony')}`)).items).toEqual([]);
    const all = await list('?pageSize=2');
    expect(all.totalPages).toBeGreaterThan(1);
    const last = await list('?pageSize=2&page=9999');
    expect(last).toMatchObject({ page: all.totalPages, totalPages: all.totalPages, total: all.total });
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('writes a page entry, which the list then shows, and refuses a slug another page has', async () => {
    const saved = await api.t.call('PUT', '/admin/referencement/produit/VP-AA-001', { token: api.admin, body: entry });
    expect(saved).toMatchObject({ status: 200, body: { cible: 'produit', cle: 'VP-AA-001', ...entry } });
    expect((await list('?search=VP-AA-001')).items[0]).toMatchObject({ ...entry, personnalise: true });
    expect(await api.t.call('PUT', '/admin/referencement/produit/VP-AAA-002', { token: api.admin, body: entry })).toMatchObject({
      status: 409,
      body: { message: 'Ce slug est déjà utilisé par une autre page' },
    });
    // The same slug on a rayon page is another URL space: accepted.
    expect((await api.t.call('PUT', '/admin/referencement/rayon/vp', { token: api.admin, body: entry })).status).toBe(200);
    // The sitemap lists the product under the address the slug makes; a rayon's slug makes none.
    expect(await catalogueCrawlerSource(api.t.api.db).productSlugs()).toEqual(new Map([['VP-AA-001', 'piles-aa-lr6']]));
  });

  it('refuses an unknown page, a bad kind and bad values, in French', async () => {
    for (const route of ['/admin/referencement/produit/NOPE', '/admin/referencement/marque/VP-AA-001']) {
      expect(await api.t.call('PUT', route, { token: api.admin, body: entry })).toMatchObject({ status: 404, body: { message: 'Page introuvable' } });
    }
    const bad = await api.t.call('PUT', '/admin/referencement/produit/VP-AAA-002', { token: api.admin, body: { ...entry, slug: 'Piles AAA' } });
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'slug', message: 'Lettres minuscules, chiffres et tirets seulement' }] } });
    expect((await api.t.call('GET', '/admin/referencement?cible=marque', { token: api.admin })).status).toBe(400);
  });
});

describe('/referencement/{cible}/{cle}, read by the storefront (issue 9)', () => {
  it("answers anyone with a page's entry: derived until the administration writes one, then the written one", async () => {
    const derived = await api.t.call('GET', '/referencement/produit/DC-CAN-005');
    expect(derived.status).toBe(200);
    expect(fitsSchema(ReferencementRowSchema, derived.body)).toBe(true);
    expect(derived.body).toMatchObject({ titre: 'Batterie appareil photo Canon LP-E6', personnalise: false });
    const written = { titre: 'Batterie Canon LP-E6 pour reflex', description: 'La batterie LP-E6 des reflex Canon, en stock.', slug: 'batterie-canon-lp-e6' };
    expect((await api.t.call('PUT', '/admin/referencement/produit/DC-CAN-005', { token: api.admin, body: written })).status).toBe(200);
    expect((await api.t.call('GET', '/referencement/produit/DC-CAN-005')).body).toMatchObject({ ...written, personnalise: true });
    expect((await api.t.call('GET', '/referencement/rayon/vp')).body).toMatchObject({ cible: 'rayon', cle: 'vp' });
  });

  it('answers 404 for an unknown page or kind', async () => {
    for (const route of ['/referencement/produit/NOPE', '/referencement/marque/VP-AA-001']) {
      expect(await api.t.call('GET', route)).toMatchObject({ status: 404, body: { message: 'Page introuvable' } });
    }
  });
});
