import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecord } from '../src/db/owned.ts';
import { smtpDelivery } from '../src/mail/mailDelivery.ts';
import { REMINDER_MESSAGES } from '../src/reminders/sendNextReminder.ts';
import { FACTURE_A } from './records.ts';
import { CREDENTIALS, TestApi } from './helpers.ts';
import { embeddedFileOf, xmlTexts } from './facturXFiles.ts';
import { SmtpInbox } from './smtpInbox.ts';

let inbox: SmtpInbox;
let t: TestApi;
let admin: string;
const MARIE = 'marie@durand-energie.fr';

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  t = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  admin = await t.adminToken();
  // Issued on 5 October 2026, due 4 November, 1 000 € still due: overdue.
  await insertRecord(t.api.db, 'factures', { ...FACTURE_A, id: 'fac-late', numero_facture: 'FA-2026-09001' });
});

afterAll(async () => {
  await t.stop();
  await inbox.stop();
});

const send = () => t.call('POST', '/admin/relances', { token: admin, body: { factureId: 'fac-late' } });

describe('reminders really sent (issue 22)', () => {
  it('e-mails each level to the customer with the invoice’s Factur-X file, and the formal notice with its letter too', async () => {
    const first = await send();
    expect(first).toMatchObject({ status: 201, body: { level: 1 } });
    await t.api.mail.flush();
    const [gentle] = inbox.to(MARIE);
    expect(gentle?.subject).toBe('Relance amiable : facture FA-2026-09001');
    expect(gentle?.text).toContain('échue le 04/11/2026, reste impayée : 1\u202f000,00\u00a0€ TTC');
    expect(gentle?.html).toContain('<p>Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.</p>');
    expect(gentle?.attachments.map((file) => file.filename)).toEqual(['facture_FA-2026-09001.pdf']);
    expect(xmlTexts(embeddedFileOf(gentle!.attachments[0]!.content), 'ID')).toContain('FA-2026-09001');

    await send();
    const notice = await send();
    expect(notice.body).toMatchObject({ level: 3 });
    await t.api.mail.flush();
    const received = inbox.to(MARIE);
    expect(received.map((mail) => mail.subject)).toEqual(['Relance amiable : facture FA-2026-09001', 'Deuxième relance : facture FA-2026-09001', 'Mise en demeure : facture FA-2026-09001']);
    const formal = received[2]!;
    expect(formal.attachments.map((file) => file.filename)).toEqual(['facture_FA-2026-09001.pdf', 'mise-en-demeure_FA-2026-09001.pdf']);

    // The letter (its text is formalNoticePdf.test.ts's): a PDF, which staff print from /admin/relances too.
    expect(formal.attachments[1]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await fetch(`${t.api.url}/admin/relances/${(notice.body as { id: string }).id}/lettre`, { headers: { authorization: `Bearer ${admin}` } });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-disposition')).toBe('attachment; filename="mise-en-demeure_FA-2026-09001.pdf"');
    expect(Buffer.from(await printed.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // The invoice's Factur-X file and the letter (mailed, then printed) are drawn on the PDF thread.
  }, 90_000);

  it('has a letter for the formal notice only, for staff only', async () => {
    const first = ((await t.call('GET', '/admin/relances', { token: admin })).body as { items: { id: string; relances: { id: string; level: number }[] }[] }).items;
    const gentle = first.find((row) => row.id === 'fac-late')!.relances.find((reminder) => reminder.level === 1)!;
    expect(await t.call('GET', `/admin/relances/${gentle.id}/lettre`, { token: admin })).toMatchObject({ status: 409, body: { message: REMINDER_MESSAGES.noLetter } });
    expect((await t.call('GET', '/admin/relances/nope/lettre', { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/admin/relances/${gentle.id}/lettre`, { token: await t.customerToken(CREDENTIALS.hashed) })).status).toBe(403);
  });
});
