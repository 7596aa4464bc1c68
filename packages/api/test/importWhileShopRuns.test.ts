import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { smtpDelivery } from '../src/mail/mailDelivery.ts';
import { CREDENTIALS, FIXTURE_DATA, TestApi } from './helpers.ts';
import { SmtpInbox } from './smtpInbox.ts';

/*
 * Issue 20, "Done when": the shop runs on its embedded database (its process owns the folder), a
 * customer has ordered, and staff import a products file and a clients file with the CLI meanwhile.
 * The CLI finds the shop in the runtime folder and imports through it; the new products are on the
 * shop's pages, the imported clients cannot sign in until invited, and the order is still there. The report is
 * the CLI's, in English, whichever process read the file.
 */

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../cli/bin/otech.mjs');

let t: TestApi;
let inbox: SmtpInbox;
beforeAll(async () => {
  if (TEST_SERVER !== undefined) return;
  inbox = await SmtpInbox.start();
  t = await TestApi.start({ demo: true, onlineOrdering: true, mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await inbox?.stop();
});

/** `otech …` in a process of its own (the API answers in this one), with the staff password in the environment. */
function otech(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _server, OTECH_SQL_DIR: _folder, ...env } = process.env;
    const child = spawn(process.execPath, [BIN, ...args, '--data-dir', FIXTURE_DATA, '--runtime-dir', path.join(t.dir, 'db')], {
      env: { ...env, OTECH_STAFF_PASSWORD: CREDENTIALS.admin.password },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Every file of a folder with the hash of its bytes. */
const snapshotOf = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
    .filter((entry) => entry.isFile())
    .map((entry) => `${path.relative(dir, path.join(entry.parentPath, entry.name))} ${createHash('sha256').update(readFileSync(path.join(entry.parentPath, entry.name))).digest('hex')}`)
    .sort();

// On a PostgreSQL server the shop owns no folder and writes no address file: the CLI writes the server's database itself.
describe.skipIf(TEST_SERVER !== undefined)('otech import while the shop runs on the embedded database (issue 20)', () => {
  it('imports products and clients through the running shop, and every order and quote request survives', async () => {
    expect(existsSync(path.join(t.dir, 'db', 'api-address.json'))).toBe(true);
    const marie = await t.customerToken();
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 2 } });
    const placed = await t.call('POST', '/account/orders', { token: marie, body: { purchaseOrderReference: 'BC-IMPORT' } });
    expect(placed.status, placed.text).toBe(201);
    const orderId = (placed.body as { id: string }).id;
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 3 } });
    const requested = await t.call('POST', '/quote-requests', { token: marie, body: { message: 'Livraison avant vendredi' } });
    expect(requested.status).toBe(201);
    const quoteId = (requested.body as { id: string }).id;

    const products = path.join(t.dir, 'nouveautes.csv');
    writeFileSync(products, 'Référence;Désignation;Rayon;Prix (TTC);Poids (g);Stock\nNEW-001;Pile bouton CR2032 Nouveauté;vp;2,28;3;40\n');
    const productImport = await otech('import', 'products', products, '--user', CREDENTIALS.admin.username);
    expect(productImport.err).not.toMatch(/error/i);
    expect(productImport.out).toContain('1 created');
    // The shop read the file; the report is the CLI's language, saying the TTC prices were converted.
    expect(productImport.err).toContain('prices with tax (TTC), converted to prices before tax (HT) at the VAT rate of 20 %');
    expect(productImport.code).toBe(0);

    const clients = path.join(t.dir, 'clients.csv');
    writeFileSync(clients, 'Code client;Raison sociale;E-mail;SIRET\nC00412;Électricité Martin SARL;compta@martin-elec.fr;73282932000074\n');
    const clientImport = await otech('import', 'clients', clients, '--user', CREDENTIALS.admin.username);
    expect(clientImport.out).toContain('1 created');
    expect(clientImport.code).toBe(0);

    // The new product is served by the running shop.
    const product = await t.call('GET', '/products/NEW-001');
    expect(product).toMatchObject({ status: 200, body: { reference: 'NEW-001', name: 'Pile bouton CR2032 Nouveauté', price: 1.9 } });
    // And found by the catalogue's search box, as its pages list it.
    expect((await t.call('GET', '/products?q=Nouveauté')).body).toMatchObject([{ reference: 'NEW-001' }]);
    // The imported client has no way in until it sets a password.
    const signIn = (password: string) => t.call('POST', '/auth/login', { body: { identifier: 'C00412', password } });
    for (const password of ['admin', 'c00412']) expect((await signIn(password)).status).toBe(401);
    // Invited from its client page, it chooses a password through the e-mail's link, and then signs in.
    const client = (await t.api.db.sql.selectFrom('clients').select('id').where('pseudo', '=', 'C00412').executeTakeFirstOrThrow()).id;
    expect((await t.call('POST', `/admin/clients/${client}/invitation`, { token: await t.adminToken() })).status).toBe(200);
    await t.api.mail.flush();
    const link = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(inbox.to('compta@martin-elec.fr').at(-1)?.text ?? '');
    expect(link).not.toBeNull();
    expect((await t.call('POST', `/invitations/${link![1]}`, { body: { password: 'martin-2027!', confirmPassword: 'martin-2027!' } })).status).toBe(200);
    expect((await signIn('martin-2027!')).status).toBe(200);
    // The order placed before is still there, and so is the quote asked.
    expect(await t.call('GET', `/admin/orders/${orderId}`, { token: await t.adminToken() })).toMatchObject({ status: 200, body: { purchaseOrderReference: 'BC-IMPORT' } });
    expect(((await t.call('GET', '/quote-requests', { token: marie })).body as { id: string }[]).map((quote) => quote.id)).toContain(quoteId);
  }, 240_000);

  it('imports photos through the running shop: served at once, unchanged ones skipped, data/ left as it was (issue 27)', async () => {
    const folder = path.join(t.dir, 'photos');
    mkdirSync(folder);
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#228844' } }).png().toFile(path.join(folder, 'DC-CAN-005_AR.png'));
    await sharp({ create: { width: 500, height: 500, channels: 3, background: '#884422' } }).jpeg().toFile(path.join(folder, 'dc-can-005.jpg'));
    const seedBefore = [snapshotOf(FIXTURE_DATA), snapshotOf(path.join(t.dir, 'data'))];
    const imported = await otech('import', 'images', folder, '--user', CREDENTIALS.admin.username);
    expect(imported.out).toContain('2 created, 0 updated, 0 skipped, 0 rejected');
    expect(imported.code).toBe(0);
    const front = await fetch(`${t.api.url}/images/DC-CAN-005/av.jpg`);
    expect(front.status).toBe(200);
    expect((await sharp(Buffer.from(await front.arrayBuffer())).metadata()).width).toBe(500);
    expect((await t.call('GET', '/products/DC-CAN-005')).body).toMatchObject({ images: ['/api/images/DC-CAN-005/thumb/ar.jpg', '/api/images/DC-CAN-005/thumb/av.jpg'] });
    expect((await otech('import', 'images', folder, '--user', CREDENTIALS.admin.username)).out).toContain('0 created, 0 updated, 2 skipped, 0 rejected');
    expect([snapshotOf(FIXTURE_DATA), snapshotOf(path.join(t.dir, 'data'))]).toEqual(seedBefore);
  }, 240_000);

  it('counts a photo the running shop refuses as rejected only, never as created too', async () => {
    const folder = path.join(t.dir, 'large-photos');
    mkdirSync(folder);
    // Over the shop's 5 MB upload limit, let through the CLI's own check with --max-size.
    await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } } }).jpeg({ quality: 100 }).toFile(path.join(folder, 'VP-AA-001_AR.jpg'));
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#224488' } }).jpeg().toFile(path.join(folder, 'VP-AA-001_AV.jpg'));
    const backTag = async () => (await fetch(`${t.api.url}/images/VP-AA-001/ar.jpg`, { method: 'HEAD' })).headers.get('etag');
    const backBefore = await backTag();
    const imported = await otech('import', 'images', folder, '--user', CREDENTIALS.admin.username, '--max-size', String(40 * 1024 * 1024));
    // The front replaced, the back refused by the shop: counted once, as rejected.
    expect(imported.out).toContain('0 created, 1 updated, 0 skipped, 1 rejected');
    expect(imported.err).toContain('the shop refused it (400)');
    expect(await backTag()).toBe(backBefore);
  }, 240_000);
});
