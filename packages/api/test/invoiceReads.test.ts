import { beforeAll, describe, expect, it } from 'vitest';
import { factureStats, INVOICE_STATS_PERIODS, isoDay } from '@otech/domain';
import type { Facture, InvoiceStats } from '@otech/domain';
import { insertRecords } from '../src/db/owned.ts';
import { recordsApiForTests } from './records.ts';
import { rowsReadFrom } from './rowsRead.ts';

/*
 * The invoice routes read what they answer (issue 12): one invoice, one page, the latest few, the
 * period's own, never every invoice of a client or of the shop. Each request is checked for its
 * answer and for the invoice rows it brought back from the database.
 */

const api = recordsApiForTests();
const today = isoDay(new Date());

/** Marie's (client 1) older invoices beside the fixture's: paid, a few cancelled, numbered without padding. */
const OLD = 40;
const old = (n: number) => ({
  id: `fac-old-${n}`,
  clientId: 1,
  client_id: 1,
  numero_facture: `FA-2024-${n}`,
  statut: n % 10 === 0 ? 'annulee' : 'payee',
  client_nom: 'Durand Energie SARL',
  date_facture: `2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
  montant_ttc: 100 + n,
  paiements: [],
  lignes: [],
});
/** Two of today, one sent with its due date passed (late on the day), one a draft. */
const recent = [
  { id: 'fac-today-late', clientId: 1, client_id: 1, numero_facture: 'FA-2099-00001', statut: 'envoyee', client_nom: 'Durand Energie SARL', date_facture: today, date_echeance: '2020-01-01', montant_ttc: 50, lignes: [] },
  { id: 'fac-today-draft', clientId: 1, client_id: 1, numero_facture: 'FA-2099-00002', statut: 'brouillon', client_nom: 'Durand Energie SARL', date_facture: today, montant_ttc: 70, lignes: [] },
];

interface Listed {
  data: (Facture & { montant_ttc: number })[];
}

beforeAll(async () => {
  await insertRecords(api.t.api.db, 'factures', [...Array.from({ length: OLD }, (_, i) => old(i + 1)), ...recent]);
});

const read = async (route: string, token: string) => {
  let answer: { status: number; body: unknown } = { status: 0, body: undefined };
  const rows = await rowsReadFrom(api.t.api.db, 'factures', async () => {
    answer = await api.t.call('GET', route, { token });
  });
  return { ...answer, rows };
};

describe("the customer's invoices on the account dashboard", () => {
  it('reads the one invoice asked for its detail and its PDF, and still refuses a cancelled one or someone else\'s', async () => {
    const detail = await read('/client-dashboard/invoices/fac-old-3', api.marie);
    expect(detail).toMatchObject({ status: 200, rows: 1, body: { id: 'fac-old-3', invoiceNumber: 'FA-2024-3', status: 'paid' } });
    const pdf = await read('/client-dashboard/invoices/fac-old-3/download', api.marie);
    expect(pdf).toMatchObject({ status: 200, rows: 1 });
    expect((await read('/client-dashboard/invoices/fac-old-10', api.marie)).status).toBe(404);
    expect((await read('/client-dashboard/invoices/fac-c', api.marie)).status).toBe(404);
  });

  it('never shows a draft: not listed as owed, no detail, no PDF (issue 27: listed with « Reste », its PDF a 409)', async () => {
    expect((await read('/client-dashboard/invoices/fac-today-draft', api.marie)).status).toBe(404);
    expect((await read('/client-dashboard/invoices/fac-today-draft/download', api.marie)).status).toBe(404);
    expect((await read('/factures/fac-today-draft', api.marie)).status).toBe(404);
    const listed = (await api.t.call('GET', '/factures?sort_by=date_facture&sort_order=desc', { token: api.marie })).body as Listed;
    expect(listed.data.map((facture) => facture.id)).not.toContain('fac-today-draft');
    expect(((await api.t.call('GET', '/factures?statut=brouillon', { token: api.marie })).body as Listed).data).toEqual([]);
    const summary = (await api.t.call('GET', '/client-dashboard/summary', { token: api.marie })).body as { pendingInvoices: { id: string }[] };
    expect(summary.pendingInvoices.map((invoice) => invoice.id)).not.toContain('fac-today-draft');
    expect((await read('/factures/fac-today-draft', api.admin)).status).toBe(200);
  });

  it('reads one page and its count, newest first, without the cancelled ones and the draft', async () => {
    const listed = OLD - OLD / 10 + 1 + recent.length - 1;
    const first = await read('/client-dashboard/invoices?page=1&pageSize=5', api.marie);
    expect(first.rows).toBe(5 + 1);
    expect(first.body).toMatchObject({ total: listed, page: 1, pageSize: 5, totalPages: Math.ceil(listed / 5) });
    const items = (first.body as { items: { id: string; date: string; status: string }[] }).items;
    expect(items.slice(0, 2).map((item) => item.id).sort()).toEqual(['fac-a', 'fac-today-late']);
    expect(items.find((item) => item.id === 'fac-today-late')?.status).toBe('overdue');
    const pages = await Promise.all(Array.from({ length: Math.ceil(listed / 5) }, (_, i) => api.t.call('GET', `/client-dashboard/invoices?page=${i + 1}&pageSize=5`, { token: api.marie })));
    const all = pages.flatMap((page) => (page.body as { items: { id: string; date: string }[] }).items);
    expect(new Set(all.map((item) => item.id)).size).toBe(listed);
    expect(all.some((item) => item.id === 'fac-b' || item.id.endsWith('-10'))).toBe(false);
    expect(all.map((item) => item.date)).toEqual(all.map((item) => item.date).sort().reverse());
  });
});

describe('the invoices service (GET /factures)', () => {
  const list = async (query: string, token = api.admin) => {
    const answer = await read(`/factures?${query}`, token);
    return { ids: (answer.body as Listed).data.map((facture) => facture.id), data: (answer.body as Listed).data, rows: answer.rows };
  };

  it("reads the shop's latest invoices only, as many as asked, in the order of the whole list", async () => {
    const whole = await list('sort_by=date_facture&sort_order=desc');
    expect(whole.ids).toHaveLength(OLD + 3 + recent.length);
    const dates = whole.data.map((facture) => facture.date_facture);
    expect(dates).toEqual([...dates].sort().reverse());
    const latest = await list('limit=5&sort_by=date_facture&sort_order=desc');
    expect(latest).toMatchObject({ ids: whole.ids.slice(0, 5), rows: 5 });
    const cheapest = await list('limit=3&sort_by=montant_ttc&sort_order=asc');
    expect(cheapest).toMatchObject({ ids: ['fac-b', 'fac-today-late', 'fac-c'], rows: 3 });
  });

  it('orders numbers by their last digits as numbers (FA-2024-9 before FA-2024-10)', async () => {
    const numbers = (await list('sort_by=numero_facture&sort_order=asc')).data.map((facture) => facture.numero_facture);
    expect(numbers.indexOf('FA-2024-9')).toBe(numbers.indexOf('FA-2024-10') - 1);
    expect(numbers.slice(0, 3)).toEqual(['FA-2024-1', 'FA-2024-2', 'FA-2024-3']);
    expect(numbers.at(-1)).toBe('FA-2099-00002');
  });

  it('filters on the status of the day: a sent invoice past its due date is late, and the limit counts what is shown', async () => {
    const late = await list('statut=en_retard');
    expect(late.ids.sort()).toEqual(['fac-a', 'fac-today-late']);
    expect((await list('statut=en_retard&limit=1&sort_by=date_facture&sort_order=desc')).ids).toEqual(['fac-today-late']);
    expect((await list('statut=envoyee')).ids).toEqual([]);
    const paid = await list('statut=payee&limit=2');
    expect(paid.data.every((facture) => facture.statut === 'payee')).toBe(true);
    expect(paid.rows).toBe(2);
  });

  it("keeps a customer to their own invoices, sorted and limited alike", async () => {
    const mine = await list('limit=2&sort_by=date_facture&sort_order=desc', api.paul);
    expect(mine).toMatchObject({ ids: ['fac-c'], rows: 1 });
  });
});

describe('invoice statistics (GET /factures/stats)', () => {
  it("give the domain's figures of every invoice while reading only those of the period", async () => {
    const every = (await api.t.call('GET', '/factures', { token: api.admin })).body as Listed;
    const now = new Date();
    for (const period of INVOICE_STATS_PERIODS) {
      const stats = await read(`/factures/stats?period=${period}`, api.admin);
      expect((stats.body as { data: InvoiceStats }).data).toEqual(factureStats(every.data, period, now));
      // None of the 2024 invoices is read; this year's are.
      expect(stats.rows).toBeLessThanOrEqual(3 + recent.length);
    }
    const mine = await read('/factures/stats?period=year', api.marie);
    // The draft is not the customer's yet (issue 27).
    expect((mine.body as { data: InvoiceStats }).data).toMatchObject({ total_factures: recent.length - 1 + (today.startsWith('2026') ? 2 : 0) });
  });
});
