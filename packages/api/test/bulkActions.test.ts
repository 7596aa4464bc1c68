import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { BULK_MAX_RECORDS, BULK_MESSAGES, ISSUED_INVOICE_MESSAGES, isoDay, STAFF_MESSAGES } from '@otech/domain';
import type { BulkResult, StaffRole } from '@otech/domain';
import { mailPage } from '../src/db/mailOutbox.ts';
import { insertRecord } from '../src/db/owned.ts';
import { REMINDER_MESSAGES } from '../src/reminders/sendNextReminder.ts';
import { staffTokens } from './helpers.ts';
import { recordsApiForTests } from './records.ts';

const api = recordsApiForTests();
let staff: Record<StaffRole, string>;

beforeAll(async () => {
  staff = await staffTokens(api.t);
}, 180_000);

const bulk = async (path: string, token: string, body: unknown) => {
  const answer = await api.t.call('POST', `/admin/bulk/${path}`, { token, body });
  return { status: answer.status, result: answer.body as BulkResult, body: answer.body };
};

const outcomes = (result: BulkResult) => result.outcomes.map((outcome) => [outcome.id, outcome.label, outcome.done, outcome.message]);

const auditOf = (kind: string, recordId: string) =>
  api.t.api.db.sql.selectFrom('audit_trail').select(['staff_name', 'action', 'before', 'after']).where('kind', '=', kind).where('record_id', '=', recordId).orderBy('id').execute();

/** A ZIP answer's bytes, and its files as a real unzip library lists them, each with its first bytes. */
async function zipOf(path: string, token: string, ids: string[]) {
  const response = await fetch(`${api.t.api.url}/admin/bulk/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, headers: response.headers, files: [] as { name: string; head: string; size: number }[], text: bytes.toString() };
  const files = await new Promise<{ name: string; head: string; size: number }[]>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const read: { name: string; head: string; size: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const content = Buffer.concat(chunks);
            read.push({ name: entry.fileName, head: content.subarray(0, 5).toString('latin1'), size: content.length });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(read));
      zip.readEntry();
    });
  });
  return { status: response.status, headers: response.headers, files, text: '' };
}

describe('bulk bodies (issue 23)', () => {
  it('refuses an empty selection and more than the stated maximum, naming the field', async () => {
    const none = await bulk('orders/status', api.admin, { ids: [], status: 'confirmed' });
    expect(none).toMatchObject({ status: 400, body: { issues: [{ path: 'ids', message: BULK_MESSAGES.noneSelected }] } });
    const ids = Array.from({ length: BULK_MAX_RECORDS + 1 }, (_, i) => `ord-${i}`);
    expect(await bulk('invoices/reminders', api.admin, { ids })).toMatchObject({ status: 400, body: { issues: [{ path: 'ids', message: BULK_MESSAGES.tooMany }] } });
  });
});

describe('orders: a status for several at once', () => {
  it('moves each order, refuses an unknown one and one already there with their reasons, audits each change', async () => {
    const first = await bulk('orders/status', staff.commercial, { ids: ['ord-b', 'nope', 'ord-a'], status: 'confirmed' });
    expect(first.status).toBe(200);
    expect(outcomes(first.result)).toEqual([
      ['ord-b', 'CMD-ord-b', true, 'Passée à « Confirmée »'],
      ['nope', 'nope', false, BULK_MESSAGES.orderNotFound],
      ['ord-a', 'CMD-ord-a', true, 'Passée à « Confirmée »'],
    ]);
    expect(first.result).toMatchObject({ done: 2, refused: 1 });
    // ord-a moves on first; then in one call ord-b is moved and ord-a refused inside its own
    // transaction (already there), which undoes nothing of the order moved before it.
    await bulk('orders/status', staff.administrateur, { ids: ['ord-a'], status: 'processing' });
    const second = await bulk('orders/status', staff.administrateur, { ids: ['ord-b', 'ord-a'], status: 'processing' });
    expect(outcomes(second.result)).toEqual([
      ['ord-b', 'CMD-ord-b', true, 'Passée à « En traitement »'],
      ['ord-a', 'CMD-ord-a', false, 'Déjà « En traitement »'],
    ]);
    expect(second.result).toMatchObject({ done: 1, refused: 1 });
    const third = await bulk('orders/status', staff.administrateur, { ids: ['ord-b', 'ord-a'], status: 'processing' });
    expect(third.result.outcomes.map((outcome) => outcome.message)).toEqual(['Déjà « En traitement »', 'Déjà « En traitement »']);
    expect((await api.t.call('GET', '/admin/orders/ord-b', { token: api.admin })).body).toMatchObject({ status: 'processing' });
    const trail = await auditOf('order', 'ord-b');
    expect(trail.map((entry) => [entry.staff_name, entry.action, entry.before, entry.after])).toEqual([
      ['Marie Leroy', 'statut', { status: 'pending' }, { status: 'confirmed' }],
      ['Administrateur', 'statut', { status: 'confirmed' }, { status: 'processing' }],
    ]);
  });

  it('is refused to the roles that may not edit orders', async () => {
    for (const role of ['logistique', 'comptabilite'] as const) {
      expect(await bulk('orders/status', staff[role], { ids: ['ord-b'], status: 'cancelled' })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.forbidden } });
    }
  });

  it("gives the selected orders' delivery notes as one ZIP of PDFs, saying which order has none", async () => {
    const shipped = await api.t.call('POST', '/admin/orders/ord-b/shipments', { token: api.admin, body: { carrier: 'Colissimo', trackingNumber: '6A0001', lines: [{ line: 0, quantity: 4 }] } });
    expect(shipped.status, shipped.text).toBe(201);
    const again = await api.t.call('POST', '/admin/orders/ord-b/shipments', { token: api.admin, body: { carrier: 'Colissimo', trackingNumber: '6A0002', lines: [{ line: 0, quantity: 6 }] } });
    expect(again.status, again.text).toBe(201);

    const check = await bulk('orders/delivery-notes/check', staff.logistique, { ids: ['ord-b', 'ord-a'] });
    expect(outcomes(check.result)).toEqual([
      ['ord-b', 'CMD-ord-b', true, '2 bons de livraison'],
      ['ord-a', 'CMD-ord-a', false, BULK_MESSAGES.noParcel],
    ]);
    const zip = await zipOf('orders/delivery-notes', staff.logistique, ['ord-b', 'ord-a']);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="bons_de_livraison_\d{4}-\d{2}-\d{2}\.zip"$/);
    // Delivery notes are numbered in the Paris year (on 31 December at 23:30 UTC it is already the next one).
    const year = isoDay(new Date()).slice(0, 4);
    expect(zip.files.map((file) => file.name)).toEqual([`bon_de_livraison_BL-${year}-00001.pdf`, `bon_de_livraison_BL-${year}-00002.pdf`]);
    expect(zip.files.every((file) => file.head === '%PDF-' && file.size > 1000)).toBe(true);

    const nothing = await zipOf('orders/delivery-notes', staff.logistique, ['ord-a']);
    expect(nothing.status).toBe(409);
    expect(JSON.parse(nothing.text)).toMatchObject({ message: BULK_MESSAGES.nothingToDownload, issues: [{ path: 'ord-a', message: BULK_MESSAGES.noParcel }] });
  });

  it('survives a browser that drops a ZIP download midway, and still answers', async () => {
    const browser = new AbortController();
    const response = await fetch(`${api.t.api.url}/admin/bulk/orders/delivery-notes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.logistique}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['ord-b'] }),
      signal: browser.signal,
    });
    // The first PDF is on its way, the second one being drawn: the browser goes.
    expect(response.status).toBe(200);
    browser.abort();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await api.t.call('GET', '/admin/orders/ord-b', { token: api.admin })).status).toBe(200);
  });
});

describe('invoices: the next reminder of each, their PDFs as one ZIP', () => {
  it('sends the next reminder of each overdue invoice through the reminder rule and mail, refusing the others with their reasons', async () => {
    const sent = await bulk('invoices/reminders', staff.comptabilite, { ids: ['fac-a', 'fac-c', 'nope'] });
    expect(sent.status).toBe(200);
    expect(outcomes(sent.result)).toEqual([
      ['fac-a', 'FA-2026-00001', true, 'Relance amiable envoyée'],
      ['fac-c', 'FA-2026-00003', false, REMINDER_MESSAGES.notOverdue],
      ['nope', 'nope', false, BULK_MESSAGES.invoiceNotFound],
    ]);
    const next = await bulk('invoices/reminders', staff.administrateur, { ids: ['fac-a'] });
    expect(next.result.outcomes[0]?.message).toBe('Deuxième relance envoyée');
    // The formal notice (penalties, recovery fee) asks for its confirmation on /admin/relances: not sent in bulk.
    const notice = await bulk('invoices/reminders', staff.administrateur, { ids: ['fac-a'] });
    expect(outcomes(notice.result)).toEqual([['fac-a', 'FA-2026-00001', false, BULK_MESSAGES.formalNoticeNotInBulk]]);
    const mails = (await mailPage(api.t.api.db, 1, 50)).items.filter((stored) => stored.mail.topic === 'reminder:fac-a');
    expect(mails).toHaveLength(2);
    expect(mails.every((stored) => stored.mail.to === 'marie@durand-energie.fr' && stored.mail.attachments.some((file) => file.filename === 'facture_FA-2026-00001.pdf'))).toBe(true);
    const trail = await auditOf('reminder', 'fac-a');
    expect(trail.map((entry) => [entry.staff_name, entry.action, entry.before, entry.after])).toEqual([
      ['Paul Martin', 'relance', { niveau: 0 }, { niveau: 1 }],
      ['Administrateur', 'relance', { niveau: 1 }, { niveau: 2 }],
    ]);
    expect(await auditOf('reminder', 'fac-c')).toEqual([]);
  });

  it('is refused to the roles that may not send reminders', async () => {
    for (const role of ['commercial', 'logistique'] as const) {
      expect((await bulk('invoices/reminders', staff[role], { ids: ['fac-a'] })).status).toBe(403);
    }
  });

  it('zips the issued invoices’ Factur-X PDFs and leaves a draft out with its reason', async () => {
    await insertRecord(api.t.api.db, 'factures', { id: 'fac-draft', clientId: 1, client_id: 1, numero_facture: '', statut: 'brouillon', client_nom: 'Durand Energie SARL', date_facture: '2026-11-20', montant_ttc: 0, lignes: [] });
    const check = await bulk('invoices/pdfs/check', staff.commercial, { ids: ['fac-a', 'fac-draft'] });
    expect(outcomes(check.result)).toEqual([
      ['fac-a', 'FA-2026-00001', true, 'Fichier facture_FA-2026-00001.pdf'],
      ['fac-draft', 'fac-draft', false, ISSUED_INVOICE_MESSAGES.draft],
    ]);
    const zip = await zipOf('invoices/pdfs', staff.commercial, ['fac-a', 'fac-draft']);
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="factures_\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(zip.files.map((file) => [file.name, file.head])).toEqual([['facture_FA-2026-00001.pdf', '%PDF-']]);
    // The very file a single download gives.
    const single = await fetch(`${api.t.api.url}/admin/factures/fac-a/pdf`, { headers: { authorization: `Bearer ${api.admin}` } });
    expect(zip.files[0]?.size).toBe((await single.arrayBuffer()).byteLength);
    expect((await zipOf('invoices/pdfs', staff.logistique, ['fac-a'])).status).toBe(403);
  });
});

describe('clients: another price list or representative for several', () => {
  it('moves each client to the list, refuses an unknown one and one already on it, audits each move', async () => {
    const moved = await bulk('clients/price-list', staff.commercial, { ids: ['1', '2', '999', 'abc'], listId: 'premium' });
    expect(moved.status).toBe(200);
    expect(moved.result.outcomes.map((outcome) => [outcome.id, outcome.done, outcome.message])).toEqual([
      ['1', true, 'Passé sur la grille « Premium »'],
      ['2', true, 'Passé sur la grille « Premium »'],
      ['999', false, BULK_MESSAGES.clientNotFound],
      ['abc', false, BULK_MESSAGES.clientNotFound],
    ]);
    expect(moved.result.outcomes[0]?.label).toBe('Durand Energie SARL');
    const again = await bulk('clients/price-list', staff.administrateur, { ids: ['1'], listId: 'premium' });
    expect(outcomes(again.result)).toEqual([['1', 'Durand Energie SARL', false, 'Déjà sur la grille « Premium »']]);
    const trail = await auditOf('client', '1');
    expect(trail.filter((entry) => entry.action === 'grille tarifaire').map((entry) => [entry.staff_name, entry.after])).toEqual([['Marie Leroy', { priceList: 'premium' }]]);
    expect((await bulk('clients/price-list', staff.comptabilite, { ids: ['1'], listId: 'public' })).status).toBe(403);
    expect((await bulk('clients/price-list', staff.commercial, { ids: ['1'], listId: 'gratuit' })).body).toMatchObject({ issues: [{ path: 'listId', message: 'Grille tarifaire inconnue' }] });
  });

  it("pins a client on its family's own list when staff choose that list, with its audit entry", async () => {
    // Client 3 has no famille: the public list is its family's; choosing it pins it there.
    const pinned = await bulk('clients/price-list', staff.commercial, { ids: ['3'], listId: 'public' });
    expect(pinned.result.outcomes.map((outcome) => [outcome.id, outcome.done, outcome.message])).toEqual([['3', true, BULK_MESSAGES.listDone('public')]]);
    const again = await bulk('clients/price-list', staff.commercial, { ids: ['3'], listId: 'public' });
    expect(again.result.outcomes.map((outcome) => [outcome.done, outcome.message])).toEqual([[false, BULK_MESSAGES.alreadyList('public')]]);
    const trail = await auditOf('client', '3');
    expect(trail.filter((entry) => entry.action === 'grille tarifaire').map((entry) => [entry.staff_name, entry.before, entry.after])).toEqual([['Marie Leroy', { priceList: 'public' }, { priceList: 'public' }]]);
  });

  it('gives each client a Commercial as representative, refusing anyone else as representative', async () => {
    const set = await bulk('clients/representative', staff.administrateur, { ids: ['2', '3'], representativeId: 'staff-2' });
    expect(set.result.outcomes.map((outcome) => [outcome.id, outcome.done, outcome.message])).toEqual([
      ['2', true, 'Représentant : Marie Leroy'],
      ['3', true, 'Représentant : Marie Leroy'],
    ]);
    const again = await bulk('clients/representative', staff.commercial, { ids: ['2'], representativeId: 'staff-2' });
    expect(again.result.outcomes[0]).toMatchObject({ done: false, message: 'Marie Leroy est déjà son représentant' });
    const trail = await auditOf('client', '2');
    expect(trail.filter((entry) => entry.action === 'fiche').map((entry) => entry.after)).toEqual([{ representant: 'Marie Leroy' }]);
    // Paul Martin is Comptabilité: not a representative.
    expect(await bulk('clients/representative', staff.administrateur, { ids: ['2'], representativeId: 'staff-3' })).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.unknownRepresentative } });
    expect((await bulk('clients/representative', staff.logistique, { ids: ['2'], representativeId: 'staff-2' })).status).toBe(403);
  });
});
