import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OutboxMailPageSchema } from '@otech/domain';
import { TestApi } from '../../../test/helpers.ts';

// No mail option: the shop as a demo runs it, without SMTP, every message kept in the outbox.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
}, 60_000);

afterAll(() => api.stop());

describe('"Courriels envoyés" without SMTP (issue 20, the demo)', () => {
  it('shows an imported client’s invitation link, which opens the page where they choose a password', async () => {
    const body = { file: 'export-compta.csv', header: ['Code client', 'Raison sociale', 'E-mail'], rows: [{ line: 2, cells: ['C00412', 'Accus Services', 'achats@accus-services.fr'] }], apply: true, invite: true };
    const imported = await api.call('POST', '/admin/clients/import', { token: admin, body });
    expect(imported.status, imported.text).toBe(200);
    await api.api.mail.flush();

    const listed = await api.call('GET', '/admin/outbox?status=kept', { token: admin });
    expect(listed.status, listed.text).toBe(200);
    const invitation = v.parse(OutboxMailPageSchema, listed.body).items.find((mail) => mail.to === 'achats@accus-services.fr');
    expect(invitation).toMatchObject({ status: 'kept', subject: 'Votre accès à l’espace client OTECH' });
    const token = /\/invitation\/([A-Za-z0-9_-]{43})$/.exec(invitation?.invitationLink ?? '')?.[1];
    expect(token, invitation?.invitationLink).toBeDefined();
    expect((await api.call('GET', `/invitations/${token}`)).body).toMatchObject({ state: 'valid' });
    // Only the invitation carries a link.
    const others = v.parse(OutboxMailPageSchema, listed.body).items.filter((mail) => !mail.topic.startsWith('invitation:'));
    expect(others.map((mail) => mail.invitationLink).filter(Boolean)).toEqual([]);
  });
});
