import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MAIL_MAX_ATTEMPTS, OutboxMailPageSchema } from '@otech/domain';
import { enqueueMail, mailPage } from '../db/mailOutbox.ts';
import { transaction } from '../db/transaction.ts';
import { TestApi } from '../../test/helpers.ts';
import { SmtpInbox } from '../../test/smtpInbox.ts';
import { smtpDelivery } from './mailDelivery.ts';
import { MailDispatcher } from './mailDispatcher.ts';
import { pdfAttachment } from './outgoingMail.ts';
import type { OutgoingMail } from './outgoingMail.ts';

const PDF = Buffer.from('%PDF-1.4\n% a test document\n%%EOF\n');

const message = (to: string, topic: string): OutgoingMail => ({
  to,
  subject: 'Votre devis OTECH',
  text: 'Bonjour, voici votre devis.',
  html: '<p>Bonjour, voici votre devis.</p>',
  topic,
  attachments: [pdfAttachment('devis.pdf', PDF)],
});

let inbox: SmtpInbox;
let api: TestApi;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  api = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
});

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

const statusOf = async (id: string) => (await mailPage(api.api.db, 1, 100)).items.find((mail) => mail.id === id);

describe('the e-mail outbox (issue 22)', () => {
  it('sends a queued message, with its PDF, to the SMTP server once its write has committed', async () => {
    const id = await transaction(api.api.db, (t) => enqueueMail(t, message('marie@durand-energie.fr', 'quote:q1')));
    await api.api.mail.flush();
    const [received] = inbox.to('marie@durand-energie.fr');
    expect(received?.subject).toBe('Votre devis OTECH');
    expect(received?.from?.value).toEqual([{ name: 'OTECH', address: 'commandes@otech.fr' }]);
    expect(received?.text?.trim()).toBe('Bonjour, voici votre devis.');
    expect(received?.html).toContain('<p>Bonjour, voici votre devis.</p>');
    expect(received?.attachments.map((file) => [file.filename, file.contentType, file.content.equals(PDF)])).toEqual([['devis.pdf', 'application/pdf', true]]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 0 });
  });

  it('queues nothing when the write it belongs to fails', async () => {
    const before = (await mailPage(api.api.db, 1, 1)).total;
    await expect(
      transaction(api.api.db, async (t) => {
        await enqueueMail(t, message('rollback@otech.test', 'quote:q2'));
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect((await mailPage(api.api.db, 1, 1)).total).toBe(before);
  });

  it('keeps a message whose send failed, with its error, and sends it on a later try', async () => {
    let now = Date.now();
    const down = await SmtpInbox.start();
    const port = down.port;
    await down.stop();
    const dispatcher = new MailDispatcher(api.api.db, smtpDelivery(`smtp://127.0.0.1:${port}`, 'OTECH <commandes@otech.fr>'), () => now);
    const id = await enqueueMail(api.api.db, message('paul@otech.test', 'order:o1'), new Date(now));
    await dispatcher.flush();
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });

    // Not due yet: a flush a few seconds later sends nothing.
    await down.listen(port);
    now += 5_000;
    await dispatcher.flush();
    expect(down.to('paul@otech.test')).toHaveLength(0);

    now += 60_000;
    await dispatcher.flush();
    expect(down.to('paul@otech.test').map((mail) => mail.subject)).toEqual(['Votre devis OTECH']);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await dispatcher.stop();
    await down.stop();
  });

  it(`gives a message up after ${MAIL_MAX_ATTEMPTS} failed sends, for staff to see`, async () => {
    let now = Date.now();
    const dispatcher = new MailDispatcher(api.api.db, smtpDelivery('smtp://127.0.0.1:1', 'OTECH <commandes@otech.fr>'), () => now);
    const id = await enqueueMail(api.api.db, message('lost@otech.test', 'order:o2'), new Date(now));
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      await dispatcher.flush();
      now += 24 * 3_600_000;
    }
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await dispatcher.stop();
  });
});

describe('without an SMTP server (the demo)', () => {
  it('keeps each message in the outbox, listed for staff', async () => {
    const dispatcher = new MailDispatcher(api.api.db, { kind: 'kept', from: 'OTECH <commandes@otech.fr>' });
    const id = await enqueueMail(api.api.db, message('demo@otech.test', 'quote:q3'));
    await dispatcher.flush();
    expect(await statusOf(id)).toMatchObject({ status: 'kept', mail: { to: 'demo@otech.test', subject: 'Votre devis OTECH' } });
    await dispatcher.stop();

    const listed = await api.call('GET', '/admin/outbox?status=kept', { token: await api.adminToken() });
    expect(listed.status).toBe(200);
    expect(v.parse(OutboxMailPageSchema, listed.body).items).toEqual([
      expect.objectContaining({ id, status: 'kept', to: 'demo@otech.test', subject: 'Votre devis OTECH', attachments: ['devis.pdf'] }),
    ]);
  });
});
