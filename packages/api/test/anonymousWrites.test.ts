import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousWritesOf, countAnonymousWrite } from '../src/db/anonymousWrites.ts';
import { CONTACT_REQUEST as contact, TestApi } from './helpers.ts';

const registration = {
  firstName: 'Hugo',
  lastName: 'Grand',
  email: 'hugo@grand.fr',
  password: 'secret-long',
  confirmPassword: 'secret-long',
  companyName: 'Grand',
  companyType: 'other',
  address: { street: '2 rue Longue', city: 'Metz', postalCode: '57000' },
  acceptTerms: true,
};

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

describe('anonymous writes (contact requests, registrations)', () => {
  it('refuse an over-long field with its French message before storing anything', async () => {
    const company = 'x'.repeat(32_000);
    expect(await t.call('POST', '/contact-requests', { body: { ...contact, companyName: company } })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'companyName', message: 'Maximum 255 caractères autorisés' }] },
    });
    expect(await t.call('POST', '/auth/register', { body: { ...registration, companyName: company } })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'companyName', message: 'Maximum 255 caractères' }] },
    });
  });

  it('do not count a request refused as invalid: eleven of them are each answered 400, never 429', async () => {
    for (let i = 1; i <= 11; i += 1) {
      expect((await t.call('POST', '/contact-requests', { body: { ...contact, email: 'pas-un-email' } })).status, `request ${i}`).toBe(400);
      expect((await t.call('POST', '/auth/register', { body: { ...registration, email: 'pas-un-email' } })).status, `registration ${i}`).toBe(400);
    }
  });

  it('are limited per address: the eleventh contact request of the hour is 429, registrations count apart', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await t.call('POST', '/contact-requests', { body: contact })).status).toBe(201);
    const refused = await t.call('POST', '/contact-requests', { body: contact });
    expect(refused).toMatchObject({ status: 429, body: { message: 'Trop de demandes envoyées depuis cette adresse. Réessayez dans une heure.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('POST', '/auth/register', { body: registration })).status).toBe(201);
  });

  it('are counted in the database, where a window that has ended starts again and is removed when another address writes', async () => {
    const db = t.api.db;
    expect(await countAnonymousWrite(db, 'test:a', 1_000, 100)).toEqual({ hits: 1, resetMs: 1_100 });
    expect(await countAnonymousWrite(db, 'test:a', 1_050, 100)).toEqual({ hits: 2, resetMs: 1_100 });
    expect(await countAnonymousWrite(db, 'test:a', 1_100, 100)).toEqual({ hits: 1, resetMs: 1_200 });
    await countAnonymousWrite(db, 'test:b', 1_300, 100);
    expect(await anonymousWritesOf(db, 'test:a', 0)).toBeUndefined();
  });
});
