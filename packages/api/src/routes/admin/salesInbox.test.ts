import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ContactInboxPageSchema, QuoteInboxPageSchema, SalesInboxCountsSchema } from '@otech/domain';
import type { ContactInboxRow, PagedResult, QuoteInboxRow, QuoteRequest } from '@otech/domain';
import { CONTACT_REQUEST } from '../../../test/helpers.ts';
import { replaceQuotes } from '../../db/quotes.ts';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

/** A request of 40 of a fixture catalogue's product. */
const quote = (id: string, userId: string, status: QuoteRequest['status'], createdAt: string, reference = 'VP-AA-001'): QuoteRequest => {
  const product = api.t.api.db.products.byReference(reference);
  if (!product) throw new Error(`no fixture product ${reference}`);
  return { id, userId, items: [{ id: product.id, product, quantity: 40, addedAt: createdAt }], status, createdAt, updatedAt: createdAt };
};


const quotesPage = async (query = '') => {
  const answer = await api.t.call('GET', `/admin/quote-requests${query}`, { token: api.admin });
  expect(answer.status, answer.text).toBe(200);
  expect(fitsSchema(QuoteInboxPageSchema, answer.body)).toBe(true);
  return answer.body as PagedResult<QuoteInboxRow>;
};

describe('/admin/devis: the quote requests (issue 22)', () => {
  it('is for staff only', async () => {
    expect((await api.t.call('GET', '/admin/quote-requests')).status).toBe(401);
    expect((await api.t.call('GET', '/admin/quote-requests', { token: api.marie })).status).toBe(403);
    expect((await api.t.call('GET', '/admin/sales-inbox/counts', { token: api.marie })).status).toBe(403);
  });

  it('lists every request newest first with its customer, searched and filtered on the server, paged', async () => {
    await replaceQuotes(api.t.api.db, [
      quote('q-old', '1', 'quoted', '2026-10-01T09:00:00.000Z'),
      quote('q-paul', '2', 'pending', '2026-11-20T09:00:00.000Z', 'DC-CAN-005'),
      quote('q-new', '1', 'processing', '2026-11-25T09:00:00.000Z'),
    ]);
    const all = await quotesPage();
    expect(all.items.map((row) => row.quote.id)).toEqual(['q-new', 'q-paul', 'q-old']);
    expect(all.items[0]?.customer).toMatchObject({ id: 1, email: 'marie@durand-energie.fr' });

    expect((await quotesPage('?search=canon')).items.map((row) => row.quote.id)).toEqual(['q-paul']);
    const company = all.items[0]?.customer.company ?? '';
    expect((await quotesPage(`?search=${encodeURIComponent(company.slice(0, 6).toUpperCase())}`)).items.map((row) => row.quote.id)).toEqual(['q-new', 'q-old']);
    expect((await quotesPage('?status=quoted')).items.map((row) => row.quote.id)).toEqual(['q-old']);
    // Past the end: the last page, numbered as it is (decision 156).
    expect(await quotesPage('?page=4')).toMatchObject({ total: 3, page: 1, totalPages: 1 });

    const counts = await api.t.call('GET', '/admin/sales-inbox/counts', { token: api.admin });
    expect(fitsSchema(SalesInboxCountsSchema, counts.body)).toBe(true);
    expect(counts.body).toMatchObject({ quotesToProcess: 2 });
  });

  it('finds every word in any order without accents, filters by the day asked and sorts by a column (issue 27)', async () => {
    const ids = async (query: string) => (await quotesPage(query)).items.map((row) => row.quote.id);
    const company = (await quotesPage('?status=processing')).items[0]?.customer.company ?? '';
    // The company's words turned around, without accents, in capitals.
    const turned = company.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().split(' ').reverse().join('+');
    expect(await ids(`?search=${turned}`)).toEqual(['q-new', 'q-old']);
    expect(await ids(`?search=${turned}+canon`)).toEqual([]);
    expect(await ids('?from=2026-11-20&to=2026-11-25')).toEqual(['q-new', 'q-paul']);
    expect(await ids('?to=2026-11-20')).toEqual(['q-paul', 'q-old']);
    expect(await ids('?sort=date')).toEqual(['q-old', 'q-paul', 'q-new']);
    expect(await ids('?sort=statut')).toEqual(['q-paul', 'q-new', 'q-old']);
    const byClient = (await quotesPage('?sort=-client')).items.map((row) => row.customer.company);
    expect(byClient).toEqual([...byClient].sort((a, b) => b.localeCompare(a, 'fr')));
    expect((await api.t.call('GET', '/admin/quote-requests?sort=montant', { token: api.admin })).status).toBe(400);
    expect((await api.t.call('GET', '/admin/quote-requests?from=2026-02-30', { token: api.admin })).status).toBe(400);
  });

  it('exports the list as filtered as CSV and XLSX, read back by real parsers', async () => {
    const download = async (query: string) => {
      const response = await fetch(`${api.t.api.url}/admin/quote-requests/export${query}`, { headers: { authorization: `Bearer ${api.admin}` } });
      expect(response.status).toBe(200);
      return response;
    };
    const csv = await download('?status=pending&format=csv');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="devis_\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Demande', 'Reçue le', 'Client', 'Contact', 'E-mail', 'Produits', 'Montant HT', 'Statut']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[5]).toMatch(/^40 × /);
    expect(rows[1]?.[6]).toMatch(/^\d+(,\d{1,2})?$/);
    expect(rows[1]?.[7]).toBe('En attente');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download('?sort=date&format=xlsx')).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(8).value).toBe('Devis envoyé');
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
    expect((await api.t.call('GET', '/admin/quote-requests/export?format=csv', { token: api.marie })).status).toBe(403);
  });

  it('refuses an unknown status or a search too long, naming the field', async () => {
    const status = await api.t.call('GET', '/admin/quote-requests?status=lost', { token: api.admin });
    expect(status).toMatchObject({ status: 400, body: { issues: [{ path: 'status' }] } });
    const long = await api.t.call('GET', `/admin/quote-requests?search=${'a'.repeat(101)}`, { token: api.admin });
    expect(long).toMatchObject({ status: 400, body: { issues: [{ path: 'search' }] } });
  });

  it('matches every word in any order, accents and capitals left out on either side: the stored text and the search (issue 27)', async () => {
    // « Batterie téléphone Nokia BL-5C » asked by Durand Energie SARL, a pile asked by client 2.
    await replaceQuotes(api.t.api.db, [quote('q-nokia', '1', 'pending', '2026-11-26T09:00:00.000Z', 'VB-NOK-004'), quote('q-pile', '2', 'pending', '2026-11-27T09:00:00.000Z')]);
    const ids = async (search: string) => (await quotesPage(`?search=${encodeURIComponent(search)}`)).items.map((row) => row.quote.id);
    expect(await ids('TELEPHONE nokia')).toEqual(['q-nokia']);
    expect(await ids('nokia Téléphone durand')).toEqual(['q-nokia']);
    expect(await ids('ÉNERGIE bl-5c')).toEqual(['q-nokia']);
    expect(await ids('pile alcaline')).toEqual(['q-pile']);
    // Every word, not any: a word found in no field of the request leaves it out.
    expect(await ids('telephone alcaline')).toEqual([]);
  });
});

describe('/admin/messages: the contact requests (issue 22)', () => {
  it('lists them newest first, searched, and marks them read then answered', async () => {
    const before = ((await api.t.call('GET', '/admin/sales-inbox/counts', { token: api.admin })).body as { newMessages: number }).newMessages;
    for (const subject of ['Piles AA en volume', 'Partenariat revendeur']) {
      expect((await api.t.call('POST', '/contact-requests', { body: { ...CONTACT_REQUEST, subject } })).status).toBe(201);
    }
    const page = await api.t.call('GET', '/admin/contact-requests?search=revendeur', { token: api.admin });
    expect(fitsSchema(ContactInboxPageSchema, page.body)).toBe(true);
    const rows = (page.body as PagedResult<ContactInboxRow>).items;
    expect(rows.map((row) => [row.subject, row.status])).toEqual([['Partenariat revendeur', 'new']]);
    expect(((await api.t.call('GET', '/admin/sales-inbox/counts', { token: api.admin })).body as { newMessages: number }).newMessages).toBe(before + 2);

    const id = rows[0]?.id ?? '';
    expect(await api.t.call('PATCH', `/admin/contact-requests/${id}`, { token: api.admin, body: { status: 'answered' } })).toMatchObject({ status: 200, body: { id, status: 'answered' } });
    const answered = (await api.t.call('GET', '/admin/contact-requests?status=answered', { token: api.admin })).body as PagedResult<ContactInboxRow>;
    expect(answered.items.map((row) => row.id)).toEqual([id]);
    const newest = (await api.t.call('GET', '/admin/contact-requests', { token: api.admin })).body as PagedResult<ContactInboxRow>;
    expect(newest.items[0]?.subject).toBe('Partenariat revendeur');

    expect((await api.t.call('PATCH', '/admin/contact-requests/nope', { token: api.admin, body: { status: 'read' } })).status).toBe(404);
    expect(await api.t.call('PATCH', `/admin/contact-requests/${id}`, { token: api.admin, body: { status: 'lost' } })).toMatchObject({ status: 400, body: { issues: [{ path: 'status' }] } });
  });
});
