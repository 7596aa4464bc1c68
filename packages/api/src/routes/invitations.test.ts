import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@otech/domain';
import { TestApi } from '../../test/helpers.ts';
import { SmtpInbox } from '../../test/smtpInbox.ts';
import { inviteClient } from '../db/invitations.ts';
import { clientById } from '../db/clients.ts';
import { smtpDelivery } from '../mail/mailDelivery.ts';

let inbox: SmtpInbox;
let api: TestApi;
let admin: string;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  api = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  admin = await api.adminToken();
}, 60_000);

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

/** Imports clients through the staff endpoint, as `otech import clients --invite` does while the shop runs. */
async function importClients(rows: string[][], invite: boolean) {
  const body = { file: 'export-compta.csv', header: ['Code client', 'Raison sociale', 'E-mail'], rows: rows.map((cells, i) => ({ line: i + 2, cells })), apply: true, invite };
  const answer = await api.call('POST', '/admin/clients/import', { token: admin, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { created: number; invited: number };
}

/** The link of the last invitation e-mail sent to `email`, received by the SMTP server. */
async function linkSentTo(email: string): Promise<string> {
  await api.api.mail.flush();
  const mail = inbox.to(email).at(-1);
  expect(mail?.subject).toBe('Votre accès à l’espace client OTECH');
  const link = /http:\/\/localhost:\d+\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  expect(mail?.html).toContain(link![0]);
  return link![1]!;
}

const signIn = (identifier: string, password: string) => api.call('POST', '/auth/login', { body: { identifier, password } });

describe('an imported client is invited to choose a password (issue 20)', () => {
  it('has no way in until they use the link; the link is single use', async () => {
    const report = await importClients([['C00412', 'Accus Services', 'achats@accus-services.fr'], ['C00413', 'Piles Pro', 'compta@piles-pro.fr']], true);
    expect(report).toMatchObject({ created: 2, invited: 2 });
    const token = await linkSentTo('achats@accus-services.fr');
    expect(inbox.to('compta@piles-pro.fr')).toHaveLength(1);

    // Before: neither the demo's fallback passwords nor anything else opens the account.
    for (const password of ['admin', 'c00412']) expect((await signIn('C00412', password)).status).toBe(401);
    // Only the hash of the link is stored: the token itself opens nothing from the database.
    const stored = await api.api.db.sql.selectFrom('client_invitations').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);

    expect((await api.call('GET', `/invitations/${token}`)).body).toMatchObject({ state: 'valid' });
    const mismatch = await api.call('POST', `/invitations/${token}`, { body: { password: 'accus-2027!', confirmPassword: 'accus-2028!' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ message: 'Les mots de passe ne correspondent pas', issues: [{ path: 'confirmPassword' }] });

    const chosen = await api.call('POST', `/invitations/${token}`, { body: { password: 'accus-2027!', confirmPassword: 'accus-2027!' } });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toEqual({ message: INVITATION_MESSAGES.saved });
    expect((await signIn('C00412', 'accus-2027!')).status).toBe(200);

    const again = await api.call('POST', `/invitations/${token}`, { body: { password: 'autre-2027!', confirmPassword: 'autre-2027!' } });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ message: 'Ce lien d’invitation a déjà servi : connectez-vous avec le mot de passe que vous avez choisi.' });
    expect((await api.call('GET', `/invitations/${token}`)).body).toMatchObject({ state: 'used', message: INVITATION_MESSAGES.used });
    expect((await signIn('C00412', 'autre-2027!')).status).toBe(401);
  });

  it('does not open after 7 days, and says so in French with the date', async () => {
    await importClients([['C00414', 'Batteries Est', 'achats@batteries-est.fr']], false);
    expect(inbox.to('achats@batteries-est.fr')).toHaveLength(0);
    const client = (await api.api.db.sql.selectFrom('clients').select('id').where('pseudo', '=', 'C00414').executeTakeFirstOrThrow()).id;
    // Sent eight days ago: the link expired yesterday.
    const sentAt = new Date(Date.now() - 8 * 24 * 3_600_000);
    await inviteClient(api.api.db.sql, (await clientById(api.api.db, client))!, 'http://localhost:5173', sentAt);
    const token = await linkSentTo('achats@batteries-est.fr');
    const expiredOn = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(sentAt.getTime() + 7 * 24 * 3_600_000));
    const opened = await api.call('GET', `/invitations/${token}`);
    expect(opened.body).toMatchObject({ state: 'expired', message: `Ce lien d’invitation a expiré le ${expiredOn} : demandez un nouveau lien à OTECH.` });
    const refused = await api.call('POST', `/invitations/${token}`, { body: { password: 'est-2027!!', confirmPassword: 'est-2027!!' } });
    expect(refused.status).toBe(410);
    expect((await signIn('C00414', 'est-2027!!')).status).toBe(401);
  });

  it('staff send it again from the client page: a new link, the old one no longer opens', async () => {
    const client = (await api.api.db.sql.selectFrom('clients').select('id').where('pseudo', '=', 'C00414').executeTakeFirstOrThrow()).id;
    const old = await linkSentTo('achats@batteries-est.fr');
    const customer = await api.customerToken();
    expect((await api.call('POST', `/admin/clients/${client}/invitation`, { token: customer })).status).toBe(403);
    const sent = await api.call('POST', `/admin/clients/${client}/invitation`, { token: admin });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ email: 'achats@batteries-est.fr', message: expect.stringMatching(/^Invitation envoyée à achats@batteries-est\.fr, valable jusqu’au /) });
    const token = await linkSentTo('achats@batteries-est.fr');
    expect(token).not.toBe(old);
    expect((await api.call('GET', `/invitations/${old}`)).body).toMatchObject({ state: 'unknown', message: INVITATION_MESSAGES.unknown });
    expect((await api.call('POST', `/invitations/${token}`, { body: { password: 'est-2027!!', confirmPassword: 'est-2027!!' } })).status).toBe(200);
    expect((await signIn('C00414', 'est-2027!!')).status).toBe(200);
    // The journal says who sent it.
    const audit = await api.api.db.sql.selectFrom('audit_trail').select(['action', 'record_id']).where('kind', '=', 'client').execute();
    expect(audit).toContainEqual({ action: 'invitation', record_id: String(client) });
  });

  it('is refused for a client who has a password, an unknown client, or a malformed link', async () => {
    const clients = await api.api.db.sql.selectFrom('clients').select(['id', 'record']).execute();
    const withPassword = clients.find((row) => row.record.hash_password)!;
    const refused = await api.call('POST', `/admin/clients/${withPassword.id}/invitation`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: INVITATION_MESSAGES.hasPassword });
    expect((await api.call('POST', '/admin/clients/99999/invitation', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/invitations/pas-un-jeton')).body).toMatchObject({ state: 'unknown' });
    expect((await api.call('POST', '/invitations/pas-un-jeton', { body: { password: 'x-2027!!!', confirmPassword: 'x-2027!!!' } })).status).toBe(404);
  });
});
