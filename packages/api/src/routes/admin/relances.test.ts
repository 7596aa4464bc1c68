import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OverdueInvoicePageSchema, PAYMENT_REFUSALS } from '@otech/domain';
import type { OverdueInvoicePage } from '@otech/domain';
import { insertRecord } from '../../db/owned.ts';
import { reminderRow } from '../../db/sql/rows.ts';
import { testEngine } from '../../db/sql/testDatabase.ts';
import { FACTURE_A, recordsApiForTests } from '../../../test/records.ts';
import { REMINDER_MESSAGES } from '../../reminders/sendNextReminder.ts';

const api = recordsApiForTests();

describe('invoices and reminders of the administration: access', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, route] of [
      ['GET', '/admin/relances'],
      ['POST', '/admin/relances'],
      ['GET', '/admin/factures/fac-a/pdf'],
    ] as const) {
      const body = method === 'POST' ? { factureId: 'fac-a' } : undefined;
      expect((await api.t.call(method, route, { body })).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body })).status, route).toBe(403);
    }
  });
});

describe('payments (issue 9: refused on a cancelled invoice and above the amount due)', () => {
  it('refuses a cancelled invoice and an amount above what is due, storing nothing', async () => {
    const cancelled = await api.t.call('POST', '/factures/fac-b/paiements', { token: api.admin, body: { montant: 1, date_paiement: '2026-11-21', mode: 'Virement' } });
    expect(cancelled).toMatchObject({ status: 400, body: { message: PAYMENT_REFUSALS.cancelled } });
    // fac-a: 1 481,40 € with 481,40 € paid, 1 000,00 € due.
    const above = await api.t.call('POST', '/factures/fac-a/paiements', { token: api.admin, body: { montant: 1000.01, date_paiement: '2026-11-21', mode: 'Virement' } });
    expect(above).toMatchObject({ status: 400, body: { message: PAYMENT_REFUSALS.aboveDue(1000), issues: [{ path: 'montant' }] } });
    const stored = await api.t.call('GET', '/factures/fac-a', { token: api.admin });
    expect(stored.body).toMatchObject({ data: { paiements: [{ montant: 481.4 }] } });
  });
});

describe('invoice PDF for staff', () => {
  it("gives any customer's invoice as a PDF, 404 for an unknown one", async () => {
    const pdf = await api.t.call('GET', '/admin/factures/fac-a/pdf', { token: api.admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="facture_FA-2026-00001.pdf"');
    expect((await api.t.call('GET', '/admin/factures/nope/pdf', { token: api.admin })).status).toBe(404);
  });
});

describe('reminders (issue 9: overdue invoices, days late, send, history)', () => {
  it('lists the overdue invoices, records a reminder at the next level and notifies the customer', async () => {
    const page = (await api.t.call('GET', '/admin/relances', { token: api.admin })).body as OverdueInvoicePage;
    expect(v.safeParse(OverdueInvoicePageSchema, page).success).toBe(true);
    expect(page).toMatchObject({ total: 1, dueTotalCents: 100_000 });
    const list = page.items;
    // fac-a was due on 2026-11-04 with 1 000 € left; fac-b is cancelled, fac-c paid.
    expect(list.map((row) => row.id)).toEqual(['fac-a']);
    expect(list[0]).toMatchObject({ reste_du: 1000, statut: 'en_retard', relances: [], prochain_niveau: 1 });
    expect(list[0]?.jours_retard).toBeGreaterThan(0);

    const sent = await api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'fac-a' } });
    expect(sent).toMatchObject({ status: 201, body: { factureId: 'fac-a', clientId: 1, level: 1 } });
    await api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'fac-a' } });
    const after = ((await api.t.call('GET', '/admin/relances', { token: api.admin })).body as OverdueInvoicePage).items;
    expect(after[0]?.relances.map((reminder) => reminder.level)).toEqual([1, 2]);
    expect(after[0]?.prochain_niveau).toBe(3);

    const notifications = (await api.t.call('GET', '/client-dashboard/notifications', { token: api.marie })).body as { title: string; actionUrl?: string }[];
    expect(notifications.filter((n) => n.title.endsWith('facture FA-2026-00001')).map((n) => n.title).sort()).toEqual([
      'Deuxième relance : facture FA-2026-00001',
      'Relance amiable : facture FA-2026-00001',
    ]);
    const paul = (await api.t.call('GET', '/client-dashboard/notifications', { token: api.paul })).body as { title: string }[];
    expect(paul.some((n) => n.title.includes('FA-2026-00001'))).toBe(false);
  });

  it('refuses a reminder for an invoice that is not overdue (409) or unknown (404), and a body without an invoice (400)', async () => {
    expect(await api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'fac-c' } })).toMatchObject({ status: 409, body: { message: REMINDER_MESSAGES.notOverdue } });
    expect((await api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'nope' } })).status).toBe(404);
    expect((await api.t.call('POST', '/admin/relances', { token: api.admin, body: {} })).body).toMatchObject({ issues: [{ path: 'factureId' }] });
  });

  const historyOf = async (factureId: string) => {
    const stored = ((await api.t.call('GET', '/admin/relances', { token: api.admin })).body as OverdueInvoicePage).items;
    return stored.find((row) => row.id === factureId)?.relances ?? [];
  };

  it(`gives reminders sent at once for one invoice a level each, in the history in that order (${testEngine})`, async () => {
    await insertRecord(api.t.api.db, 'factures', { ...FACTURE_A, id: 'fac-d', numero_facture: 'FA-2026-00004' });
    const sent = await Promise.all([1, 2, 3, 4, 5, 6].map(() => api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'fac-d' } })));
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(sent.map((answer) => (answer.body as { level: number }).level).sort()).toEqual([1, 2, 3, 3, 3, 3]);
    const history = await historyOf('fac-d');
    expect(history.map((reminder) => reminder.level)).toEqual([1, 2, 3, 3, 3, 3]);
    expect(history.map((reminder) => reminder.date_relance)).toEqual(history.map((reminder) => reminder.date_relance).sort());
  });

  it('lists a reminder after the one it followed even when the process that sent the first had its clock ahead', async () => {
    await insertRecord(api.t.api.db, 'factures', { ...FACTURE_A, id: 'fac-e', numero_facture: 'FA-2026-00005' });
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await api.t.api.db.sql.insertInto('reminders').values(reminderRow({ id: 'rel-ahead', factureId: 'fac-e', clientId: 1, level: 1, date_relance: ahead })).execute();
    expect(await api.t.call('POST', '/admin/relances', { token: api.admin, body: { factureId: 'fac-e' } })).toMatchObject({ status: 201, body: { level: 2 } });
    expect((await historyOf('fac-e')).map((reminder) => reminder.level)).toEqual([1, 2]);
  });
});
