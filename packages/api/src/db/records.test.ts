import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REMINDER_DEFAULT_SORT, isoDay } from '@otech/domain';
import type { AdminOrderFilter, QuoteRequest } from '@otech/domain';
import { readOrder } from '../records/storedRecords.ts';
import { TestApi } from '../../test/helpers.ts';
import type { Database, OwnedRecord } from './database.ts';
import { saveAddress } from './addresses.ts';
import { factureById, insertFacture, updateFacture } from './invoices.ts';
import { reminderList } from './reminderList.ts';
import { addRedemption, loyaltyOf } from './loyalty.ts';
import { highestNumbersByYear } from './numbering.ts';
import { orderPageOf } from './orders.ts';
import { shopOrderPage } from './orderList.ts';
import { insertRecord, recordsOf, replaceCollection } from './owned.ts';
import { acceptQuoteAsOrder, replaceQuotes } from './quotes.ts';
import { recordNextReminder, remindersOf } from './reminders.ts';
import { mailPage } from './mailOutbox.ts';
import { referencementRows, saveReferencement, slugTaken } from './referencements.ts';

/** The staff member the audited writes below are recorded for. */
const STAFF = { staffId: 'adm-1', staffName: 'Marie Leroy', staffRole: 'administrateur' as const };

/* The customers' records on the SQL database: what each write keeps together, and what lists read. */

let t: TestApi;
let db: Database;

beforeAll(async () => {
  t = await TestApi.start();
  db = t.api.db;
}, 120_000);
afterAll(() => t.stop());

const order = (id: string, clientId: number, orderDate: string): OwnedRecord => ({ id, clientId, orderNumber: `CMD-${id}`, orderDate, totalAmount: 10, items: [] });

describe("a customer's page of orders", () => {
  beforeAll(async () => {
    await replaceCollection(db, 'orders', [
      order('o-old', 1, '2026-01-01T09:00:00.000Z'),
      order('o-tie-1', 1, '2026-03-01T09:00:00.000Z'),
      order('o-new', 1, '2026-05-01T09:00:00.000Z'),
      order('o-tie-2', 1, '2026-03-01T09:00:00.000Z'),
      order('o-other', 2, '2026-06-01T09:00:00.000Z'),
    ]);
  });

  it('gives the newest first, orders of the same date in the order stored, and only the caller’s', async () => {
    const first = await orderPageOf(db, 1, 1, 3);
    expect(first.items.map((record) => record.id)).toEqual(['o-new', 'o-tie-1', 'o-tie-2']);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, totalPages: 2 });
    expect((await orderPageOf(db, 1, 2, 3)).items.map((record) => record.id)).toEqual(['o-old']);
  });

  it('gives the last page for a page past the end, and page 1 of nothing to a client without orders', async () => {
    expect(await orderPageOf(db, 1, 9, 3)).toMatchObject({ page: 2, items: [{ id: 'o-old' }] });
    expect(await orderPageOf(db, 3, 2, 10)).toEqual({ items: [], total: 0, page: 1, pageSize: 10, totalPages: 0 });
  });
});

describe("the shop's page of orders (/admin/orders)", () => {
  const shopOrder = (id: string, clientId: number, orderDate: string, extra: Record<string, unknown>) => ({ ...order(id, clientId, orderDate), status: 'pending', paymentStatus: 'pending', shippingStatus: 'not_shipped', ...extra });

  beforeAll(async () => {
    await replaceCollection(db, 'orders', [
      shopOrder('ord-1', 1, '2026-01-01T09:00:00.000Z', { status: 'delivered', paymentStatus: 'paid', shippingStatus: 'delivered', userName: 'Électricité Générale' }),
      shopOrder('ord-2', 2, '2026-02-01T09:00:00.000Z', { orderNumber: 'CMD-2026-00002', userEmail: 'achats@exemple.fr' }),
      shopOrder('ord-3', 1, '2026-03-01T09:00:00.000Z', { status: 'cancelled', orderNumber: 'CMD-100%_X' }),
      shopOrder('ord-4', 2, '2026-03-01T09:00:00.000Z', { paymentStatus: 'paid' }),
      shopOrder('ord-5', 3, '2026-04-01T09:00:00.000Z', {}),
    ]);
  });

  // The domain's adminOrderCriteria says what is listed; the query finds it, newest first (ties the
  // last stored first, the same direction, so an export's batches can follow the list), an order
  // without a customer name or e-mail read with its owner's (client 1 is "Durand Energie SARL",
  // jean@durand-energie.fr; client 2 paul@bernard.fr). Each word is found in any of the fields.
  it.each<[AdminOrderFilter, string[]]>([
    [{ search: '' }, ['ord-5', 'ord-4', 'ord-3', 'ord-2', 'ord-1']],
    [{ search: '', status: 'pending' }, ['ord-5', 'ord-4', 'ord-2']],
    [{ search: '', paymentStatus: 'paid', status: 'pending' }, ['ord-4']],
    [{ search: '', shippingStatus: 'delivered' }, ['ord-1']],
    [{ search: 'ÉLECTRICITÉ' }, ['ord-1']],
    [{ search: 'cmd-2026' }, ['ord-2']],
    [{ search: 'ACHATS@' }, ['ord-2']],
    [{ search: '100%_' }, ['ord-3']],
    [{ search: '%' }, ['ord-3']],
    [{ search: 'ord-', status: 'cancelled' }, ['ord-3']],
    [{ search: 'DURAND energie' }, ['ord-3', 'ord-1']],
    [{ search: 'generale electricite' }, ['ord-1']],
    [{ search: 'paul@bernard' }, ['ord-4']],
    [{ search: 'inconnu' }, []],
  ])('lists what the domain criteria ask for: %o', async (filter, ids) => {
    const page = await shopOrderPage(db, filter, 1, 100);
    expect(page.items.map(({ record }) => record.id)).toEqual(ids);
    expect(page.total).toBe(ids.length);
  });

  it('reads each order with its owner, whose name and e-mail stand in for the ones an order lacks', async () => {
    const [order] = (await shopOrderPage(db, { search: 'cmd-2026' }, 1, 10)).items;
    expect(readOrder(order!.record, order!.owner)).toMatchObject({ userEmail: 'achats@exemple.fr', userName: 'Bernard Batteries' });
  });

  it('pages them, a page past the end giving the last', async () => {
    const page = await shopOrderPage(db, { search: '' }, 7, 2);
    expect(page).toMatchObject({ page: 3, total: 5, totalPages: 3, pageSize: 2 });
    expect(page.items.map(({ record }) => record.id)).toEqual(['ord-1']);
  });
});

describe('addresses', () => {
  it('keep one default per client when several saves ask for it at once', async () => {
    await replaceCollection(db, 'addresses', []);
    const values = (n: number) => ({ name: `Dépôt ${n}`, street: `${n} rue des Piles`, city: 'Paris', postalCode: '75011', country: 'France', isDefault: true });
    await Promise.all(Array.from({ length: 8 }, (_, n) => saveAddress(db, 1, `adr-${n}`, values(n))));
    const stored = await recordsOf(db, 'addresses', 1);
    expect(stored).toHaveLength(8);
    expect(stored.filter((address) => address['isDefault'] === true)).toHaveLength(1);
  });

  it('count what a client holds one save after the other, so saves at once never pass a limit together', async () => {
    await replaceCollection(db, 'addresses', []);
    const values = (n: number) => ({ name: `Quai ${n}`, street: `${n} quai`, city: 'Nantes', postalCode: '44000', country: 'France', isDefault: false });
    const roomForThree = (held: number) => {
      if (held >= 3) throw new Error('full');
    };
    const saves = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => saveAddress(db, 3, `adr-q${n}`, values(n), roomForThree)));
    expect(saves.filter((save) => save.status === 'fulfilled')).toHaveLength(3);
    expect(await recordsOf(db, 'addresses', 3)).toHaveLength(3);
    // Replacing a held address adds none, so it is not counted.
    const [kept] = await recordsOf(db, 'addresses', 3);
    await expect(saveAddress(db, 3, kept!.id, values(9), roomForThree)).resolves.toMatchObject({ name: 'Quai 9' });
  });

  it("make a client's first address its default, and a new default takes the flag from the others", async () => {
    await replaceCollection(db, 'addresses', []);
    const values = { name: 'Siège', street: '1 rue', city: 'Lyon', postalCode: '69001', country: 'France' };
    expect((await saveAddress(db, 2, 'adr-first', { ...values, isDefault: false }))['isDefault']).toBe(true);
    await saveAddress(db, 2, 'adr-second', { ...values, isDefault: true });
    const flags = (await recordsOf(db, 'addresses', 2)).map((address) => [address.id, address['isDefault']]);
    expect(flags).toEqual([['adr-first', false], ['adr-second', true]]);
  });
});

describe('invoices', () => {
  const facture = (numbers: string[], date = '2026-03-02'): OwnedRecord => {
    const prefix = `FA-${date.slice(0, 4)}-`;
    const highest = Math.max(0, ...numbers.filter((number) => number.startsWith(prefix)).map((number) => Number(number.slice(prefix.length))));
    return { id: `fac-${prefix}${highest + 1}`, clientId: 1, numero_facture: `${prefix}${String(highest + 1).padStart(5, '0')}`, statut: 'envoyee', date_facture: date, date_echeance: '2026-04-01', montant_ttc: 100, paiements: [] };
  };

  it('are numbered one after the other when issued at once, in the year of their issue; drafts get no number', async () => {
    const year = isoDay(new Date()).slice(0, 4);
    await replaceCollection(db, 'factures', [{ ...facture([], '2025-06-01'), id: 'fac-2025', numero_facture: 'FA-2025-00041' }]);
    const lignes = [{ reference: 'R', designation: 'Pile', quantite: 2, prix_unitaire_ht: 10, total_ht: 20 }];
    const made = await Promise.all(Array.from({ length: 6 }, (_, index) => insertFacture(db, () => ({ ...facture([]), id: `fac-${index}`, lignes }))));
    expect(made.map((record) => record['numero_facture']).sort()).toEqual([1, 2, 3, 4, 5, 6].map((rank) => `FA-${year}-0000${rank}`));
    expect(made.map((record) => record['date_facture'])).toEqual(Array(6).fill(isoDay(new Date())));
    expect((await insertFacture(db, () => ({ ...facture([]), id: 'fac-draft', statut: 'brouillon' })))['numero_facture']).toBe('');
  });

  it('are numbered after the highest number of the year, past 99,999 too', async () => {
    await replaceCollection(db, 'factures', [
      { ...facture([]), id: 'a', numero_facture: 'FA-2026-99999' },
      { ...facture([]), id: 'b', numero_facture: 'FA-2026-100000' },
      { ...facture([]), id: 'c', numero_facture: 'FA-2026-2000X' },
    ]);
    expect(await highestNumbersByYear(db, 'factures')).toEqual(['FA-2026-100000']);
  });

  it("leave the overdue list once paid in full: the payment and the columns are one write", async () => {
    await replaceCollection(db, 'factures', [facture([])]);
    const now = new Date('2026-05-01T10:00:00.000Z');
    const overdueCandidates = async (on: Date) => (await reminderList.page(db, { search: '', sort: ADMIN_REMINDER_DEFAULT_SORT, today: isoDay(on), page: 1 }, 20)).items;
    expect((await overdueCandidates(now)).map((row) => row.record.id)).toEqual(['fac-FA-2026-1']);
    // Not yet due: not a candidate.
    expect(await overdueCandidates(new Date('2026-03-15T10:00:00.000Z'))).toEqual([]);
    await updateFacture(db, 'fac-FA-2026-1', (stored) => ({ ...stored, paiements: [{ montant: 60.1, date_paiement: '2026-04-20', mode: 'Virement' }] }));
    expect(await overdueCandidates(now)).toHaveLength(1);
    await updateFacture(db, 'fac-FA-2026-1', (stored) => ({ ...stored, paiements: [...(stored['paiements'] as unknown[]), { montant: 39.9, date_paiement: '2026-04-21', mode: 'Virement' }] }));
    expect(await overdueCandidates(now)).toEqual([]);
    expect((await factureById(db, 'fac-FA-2026-1'))?.['paiements']).toHaveLength(2);
  });
});

describe('a quote accepted as an order', () => {
  const quote: QuoteRequest = { id: 'q-1', userId: '1', items: [], status: 'approved', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

  it('makes one order when accepted twice at once, and nothing when the acceptance is refused', async () => {
    await replaceQuotes(db, [quote]);
    await replaceCollection(db, 'orders', []);
    const accept = () =>
      acceptQuoteAsOrder(db, 1, 'q-1', ({ orderNumbers: numbers }, held) => {
        if (held.status !== 'approved') throw new Error('already accepted');
        return { ...order(`o-${numbers.length}`, 1, '2026-11-02T10:00:00.000Z'), orderNumber: 'CMD-2026-00001' };
      });
    const outcomes = await Promise.allSettled([accept(), accept()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await recordsOf(db, 'orders', 1)).toHaveLength(1);
  });
});

describe('loyalty redemptions', () => {
  it('are all kept when made at once, each decided on what the others left', async () => {
    await replaceCollection(db, 'loyalty', [{ id: 'fid-1', clientId: 1, redemptions: [] }]);
    const redemptionsOf = (record: OwnedRecord) => record['redemptions'] as unknown[];
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        addRedemption(db, 1, async (_t, stored) => {
          seen.push(redemptionsOf(stored).length);
          return { id: `red-${n}` };
        }, redemptionsOf),
      ),
    );
    expect(redemptionsOf((await loyaltyOf(db, 1))!)).toHaveLength(5);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('keep nothing when the decision refuses', async () => {
    await expect(addRedemption(db, 1, async () => { throw new Error('not enough points'); }, () => [])).rejects.toThrow('not enough points');
    expect((await loyaltyOf(db, 1))!['redemptions']).toHaveLength(5);
    expect(await addRedemption(db, 99, async () => ({}), () => [])).toBe(false);
  });
});

describe('reminders', () => {
  it('are stored with the notification the customer sees and the e-mail that sends them, and read by invoice in the order sent', async () => {
    const notification = (id: string) => ({ id, clientId: 1, type: 'invoice', title: 'Relance', message: 'Facture en retard', date: '2026-05-01T10:00:00.000Z', read: false });
    await insertRecord(db, 'factures', { id: 'fac-x', clientId: 1, numero_facture: 'FA-2026-09001', statut: 'envoyee', date_facture: '2026-04-01', montant_ttc: 10 });
    const actor = { staffId: 'adm-1', staffName: 'Marie Leroy', staffRole: 'comptabilite' as const };
    const send = (id: string, date: string) =>
      recordNextReminder(db, actor, 'fac-x', async (_facture, sent) => ({
        reminder: { id, factureId: 'fac-x', clientId: 1, level: sent.length === 0 ? 1 : 2, date_relance: date },
        notification: notification(`not-${id}`),
        mail: { to: 'client@example.fr', subject: `Relance ${id}`, text: 'Relance', html: '<p>Relance</p>', topic: 'reminder:fac-x', attachments: [] },
      }));
    await send('rel-2', '2026-05-01T10:00:00.000Z');
    await send('rel-1', '2026-05-09T10:00:00.000Z');
    expect(await recordNextReminder(db, actor, 'fac-unknown', () => { throw new Error('not called'); })).toBeUndefined();
    expect((await mailPage(db, 1, 50)).items.filter((stored) => stored.mail.topic === 'reminder:fac-x').map((stored) => stored.mail.subject).sort()).toEqual(['Relance rel-1', 'Relance rel-2']);
    expect((await remindersOf(db, ['fac-x', 'fac-y'])).map((reminder) => [reminder.id, reminder.level])).toEqual([['rel-2', 1], ['rel-1', 2]]);
    expect((await recordsOf(db, 'notifications', 1)).map((record) => record.id)).toEqual(expect.arrayContaining(['not-rel-2', 'not-rel-1']));
    await expect(insertRecord(db, 'notifications', notification('not-rel-2'))).rejects.toThrow();
  });
});

describe('SEO entries', () => {
  it('replace the entry of their page, and a slug another page of the kind has is taken', async () => {
    const entry = { cible: 'rayon' as const, cle: 'vp', titre: 'Piles', description: 'Des piles.', slug: 'piles' };
    await saveReferencement(db, STAFF, entry);
    await saveReferencement(db, STAFF, { ...entry, titre: 'Piles pro' });
    const rows = await referencementRows(db, 'rayon', '');
    expect(rows.filter((row) => row.personnalise)).toEqual([expect.objectContaining({ cle: 'vp', titre: 'Piles pro' })]);
    expect(await slugTaken(db, { cible: 'rayon', cle: 'vc', slug: 'piles' })).toBe(true);
    expect(await slugTaken(db, { cible: 'rayon', cle: 'vp', slug: 'piles' })).toBe(false);
    expect(await slugTaken(db, { cible: 'produit', cle: 'VP-AA-001', slug: 'piles' })).toBe(false);
  });
});
