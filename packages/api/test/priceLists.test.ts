import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewPeriod } from '@otech/domain';
import type { CustomerPrices, PriceListDetail, PricePreview, ReviewResult } from '@otech/domain';
import { factureRow } from '../src/db/sql/rows.ts';
import { MonthlyPriceReview } from '../src/pricing/monthlyPriceReview.ts';
import { CREDENTIALS, STAFF_CREDENTIALS, TestApi } from './helpers.ts';

// Fixture lists (test/fixtures/data/price-lists.json): Marie (client 1) is Professionnel, -10 % on
// everything; Paul (client 2) is Grossiste, on the Revendeur list (-25 % on vp, -15 % on vc).
let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
});
afterAll(() => t.stop());

const auditOf = async (kind: string, recordId: string) =>
  (await t.api.db.sql.selectFrom('audit_trail').select(['action', 'before', 'after', 'staff_name']).where('kind', '=', kind).where('record_id', '=', recordId).orderBy('id').execute());

describe('/admin/tarifs: staff manage the price lists (issue 21)', () => {
  it('replaces a list, refusing a negative price, a break below 2 units, a percentage above 100 and an unknown reference, each by its own message', async () => {
    const before = (await t.call('GET', '/admin/price-lists/premium', { token: admin })).body as PriceListDetail;
    const refused = [
      [{ rules: [], netPrices: [{ productId: 'VP-AA-001', priceCents: -5 }], breaks: [] }, 'Le prix ne peut pas être négatif'],
      [{ rules: [], netPrices: [], breaks: [{ scope: 'catalogue', minQuantity: 1, kind: 'percentOff', percentOff: 5 }] }, 'Un palier commence à 2 unités au moins'],
      [{ rules: [{ scope: 'brand', brand: 'Varta', percentOff: 120 }], netPrices: [], breaks: [] }, 'Le pourcentage doit être compris entre 0 et 100'],
      [{ rules: [], netPrices: [{ productId: 'XX-NOPE', priceCents: 100 }], breaks: [] }, 'Référence inconnue : XX-NOPE'],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await t.call('PUT', '/admin/price-lists/premium', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
    }
    expect(((await t.call('GET', '/admin/price-lists/premium', { token: admin })).body as PriceListDetail).list).toEqual(before.list);

    const content = {
      rules: [{ scope: 'catalogue', percentOff: 20 }],
      netPrices: [{ productId: 'VC-CH-003', priceCents: 1500 }],
      breaks: [{ scope: 'product', productId: 'VP-AA-001', minQuantity: 50, kind: 'unitPrice', priceCents: 150 }],
    };
    const saved = await t.call('PUT', '/admin/price-lists/premium', { token: admin, body: content });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: 'premium', ...content });
    expect(await auditOf('price', 'premium')).toEqual([{ action: 'grille', before: { rules: 0, netPrices: 0, breaks: 0 }, after: { rules: 1, netPrices: 1, breaks: 1 }, staff_name: expect.any(String) }]);
    expect((await t.call('GET', '/admin/price-lists/nope', { token: admin })).status).toBe(404);
  });

  it('moves a client to another list, which then sets their prices, and keeps the change in the audit trail', async () => {
    const marie = await t.customerToken(CREDENTIALS.hashed);
    const overview = (await t.call('GET', '/admin/price-lists', { token: admin })).body as { lists: { id: string; clients: number }[] };
    expect(overview.lists.map((list) => [list.id, list.clients])).toEqual([['public', 2], ['professionnel', 1], ['revendeur', 1], ['premium', 0]]);
    expect((await t.call('PUT', '/admin/clients/1/price-list', { token: admin, body: { listId: 'premium' } })).status).toBe(200);
    const prices = (await t.call('GET', '/prices?ids=VC-CH-003', { token: marie })).body as CustomerPrices;
    expect(prices.list.id).toBe('premium');
    expect(prices.prices['VC-CH-003']?.unitPriceCents).toBe(1500);
    const detail = (await t.call('GET', '/admin/price-lists/premium', { token: admin })).body as PriceListDetail;
    expect(detail.clients).toEqual([expect.objectContaining({ id: 1, societe: 'Durand Energie SARL', pinned: true, exempt: false })]);
    expect(await auditOf('client', '1')).toContainEqual(expect.objectContaining({ action: 'grille tarifaire', before: { priceList: 'professionnel' }, after: { priceList: 'premium' } }));
    expect((await t.call('PUT', '/admin/clients/999/price-list', { token: admin, body: { listId: 'premium' } })).status).toBe(404);
    expect((await t.call('PUT', '/admin/clients/1/price-list', { token: admin, body: { listId: 'gold' } })).status).toBe(400);
  });

  it("pins a client on its family's own list when staff choose that list, so a family change no longer moves it", async () => {
    // Paul (client 2) is on the Revendeur list through his famille, not pinned.
    expect((await t.call('PUT', '/admin/clients/2/price-list', { token: admin, body: { listId: 'revendeur' } })).status).toBe(200);
    const detail = (await t.call('GET', '/admin/price-lists/revendeur', { token: admin })).body as PriceListDetail;
    expect(detail.clients).toEqual([expect.objectContaining({ id: 2, pinned: true })]);
    expect((await t.call('PUT', '/admin/clients/2/price-list', { token: admin, body: { listId: 'revendeur' } })).status).toBe(200);
    const moves = (await auditOf('client', '2')).filter((entry) => entry.action === 'grille tarifaire');
    expect(moves.map((entry) => [entry.before, entry.after])).toEqual([[{ priceList: 'revendeur' }, { priceList: 'revendeur' }]]);
  });

  it("sets a client's contract prices, which beat its list, and previews its price of any product", async () => {
    const refused = await t.call('PUT', '/admin/clients/1/contract-prices', { token: admin, body: { contractPrices: [{ productId: 'XX-NOPE', priceCents: 100 }] } });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([400, 'Référence inconnue : XX-NOPE']);
    const saved = await t.call('PUT', '/admin/clients/1/contract-prices', { token: admin, body: { contractPrices: [{ productId: 'VC-CH-003', priceCents: 1234 }] } });
    expect(saved.body).toEqual({ contractPrices: [{ productId: 'VC-CH-003', priceCents: 1234 }] });
    const preview = (await t.call('GET', '/admin/price-preview?clientId=1&productId=VC-CH-003', { token: admin })).body as PricePreview;
    expect(preview).toMatchObject({ client: { id: 1, listId: 'premium', listName: 'Premium' }, unitPriceCents: 1234, publicPriceCents: 2490, source: 'contract' });
    const byRule = (await t.call('GET', '/admin/price-preview?clientId=1&productId=VP-AA-001', { token: admin })).body as PricePreview;
    // 2.50 less 20 % = 2.00, and 1.50 from 50 units
    expect(byRule).toMatchObject({ unitPriceCents: 200, source: 'rule', breaks: [{ fromQuantity: 50, unitPriceCents: 150 }] });
    const unknown = await t.call('GET', '/admin/price-preview?clientId=1&productId=XX-NOPE', { token: admin });
    expect([unknown.status, (unknown.body as { message: string }).message]).toEqual([404, 'Référence inconnue : XX-NOPE']);
  });

  it('imports the lines of a price list CSV: a report by line, nothing written with a bad line unless forceValidRows, nothing on a dry run', async () => {
    const rows = [
      { line: 2, cells: { type: 'rule', scope: 'catalogue', target: '', min_quantity: '', price_ht: '', percent_off: '30' } },
      { line: 3, cells: { type: 'net', scope: 'product', target: 'XX-NOPE', min_quantity: '', price_ht: '1.00', percent_off: '' } },
    ];
    const refused = await t.call('POST', '/admin/price-lists/premium/csv', { token: admin, body: { rows, dryRun: false, forceValidRows: false } });
    expect(refused.body).toEqual({ validLines: 1, issues: [{ line: 3, column: 'target', reason: 'unknown reference XX-NOPE' }], written: false });
    const dry = await t.call('POST', '/admin/price-lists/premium/csv', { token: admin, body: { rows, dryRun: true, forceValidRows: true } });
    expect(dry.body).toMatchObject({ written: false });
    expect(((await t.call('GET', '/admin/price-lists/premium', { token: admin })).body as PriceListDetail).list.rules).toEqual([{ scope: 'catalogue', percentOff: 20 }]);
    const forced = await t.call('POST', '/admin/price-lists/premium/csv', { token: admin, body: { rows, dryRun: false, forceValidRows: true } });
    expect(forced.body).toMatchObject({ written: true });
    expect(((await t.call('GET', '/admin/price-lists/premium', { token: admin })).body as PriceListDetail).list).toEqual({ id: 'premium', rules: [{ scope: 'catalogue', percentOff: 30 }], netPrices: [], breaks: [] });
  });

  it('is closed to staff without prices.edit', async () => {
    const comptabilite = await t.adminToken(STAFF_CREDENTIALS.comptabilite);
    expect((await t.call('GET', '/admin/price-lists', { token: comptabilite })).status).toBe(403);
    const commercial = await t.adminToken(STAFF_CREDENTIALS.commercial);
    expect((await t.call('GET', '/admin/price-lists', { token: commercial })).status).toBe(200);
  });
});

describe('the wholesaler clause: a monthly review moves a Revendeur / Grossiste client under 100 € HT a month (issue 21)', () => {
  it('lists who would move on a dry run, moves them on a run with a notification and an audit entry, and leaves an exempted client', async () => {
    const { from } = reviewPeriod(new Date());
    // Paul invoiced 600 € HT in the period: 50 € a month on average.
    const invoice = { id: 'fac-paul-1', clientId: 2, numero_facture: 'FA-T-1', statut: 'payee', client_nom: 'Bernard Batteries', date_facture: from, montant_ht: 600, montant_ttc: 732.6 };
    await t.api.db.sql.insertInto('factures').values(factureRow(invoice)).execute();

    const dry = (await t.call('POST', '/admin/price-review', { token: admin, body: { dryRun: true } })).body as ReviewResult;
    expect(dry.lines).toEqual([{ clientId: 2, name: 'Bernard Batteries', averageMonthlyCents: 5000, outcome: 'moves' }]);
    expect(dry.applied).toBe(false);
    const paul = await t.customerToken(CREDENTIALS.noHash);
    expect(((await t.call('GET', '/prices?ids=VP-AA-001', { token: paul })).body as CustomerPrices).list.id).toBe('revendeur');

    expect((await t.call('PUT', '/admin/clients/2/price-review-exemption', { token: admin, body: { exempt: true } })).status).toBe(200);
    const exempted = (await t.call('POST', '/admin/price-review', { token: admin, body: { dryRun: false } })).body as ReviewResult;
    expect(exempted.lines).toEqual([expect.objectContaining({ clientId: 2, outcome: 'exempt' })]);
    expect(((await t.call('GET', '/prices?ids=VP-AA-001', { token: paul })).body as CustomerPrices).list.id).toBe('revendeur');

    await t.call('PUT', '/admin/clients/2/price-review-exemption', { token: admin, body: { exempt: false } });
    const run = (await t.call('POST', '/admin/price-review', { token: admin, body: { dryRun: false } })).body as ReviewResult;
    expect(run).toMatchObject({ applied: true, lines: [{ clientId: 2, averageMonthlyCents: 5000, outcome: 'moves' }] });
    expect(((await t.call('GET', '/prices?ids=VP-AA-001', { token: paul })).body as CustomerPrices).list).toEqual({ id: 'professionnel', name: 'Professionnel' });
    const notifications = (await t.call('GET', '/client-dashboard/notifications', { token: paul })).body as { title: string; message: string }[];
    expect(notifications).toContainEqual(expect.objectContaining({ title: 'Vos prix suivent désormais le tarif Professionnel', message: expect.stringContaining('50,00\u00a0€ HT') }));
    expect(await auditOf('client', '2')).toContainEqual(expect.objectContaining({ action: 'révision clause grossiste', before: { priceList: 'revendeur' }, after: expect.objectContaining({ priceList: 'professionnel', averageMonthlyCents: 5000 }) }));
    expect(await auditOf('client', '2')).toContainEqual(expect.objectContaining({ action: 'exemption clause grossiste', after: { exempt: true } }));
  });

  it("runs by itself once a month: the API's scheduler reviews a month once, whichever process gets there first", async () => {
    await t.call('PUT', '/admin/clients/2/price-list', { token: admin, body: { listId: 'revendeur' } });
    const month = new Date('2031-03-01T09:00:00Z');
    const first = new MonthlyPriceReview(t.api.db, () => month);
    const second = new MonthlyPriceReview(t.api.db, () => month);
    first.start();
    second.start();
    await Promise.all([first.stop(), second.stop()]);
    const reviews = await t.api.db.sql.selectFrom('price_reviews').select(['month', 'moved']).where('month', '=', '2031-03').execute();
    // In March 2031 Paul's invoice is out of the 12 months: 0 € a month, moved once.
    expect(reviews).toEqual([{ month: '2031-03', moved: 1 }]);
    const moves = (await auditOf('client', '2')).filter((entry) => entry.action === 'révision clause grossiste');
    expect(moves).toHaveLength(2);
  });
});
