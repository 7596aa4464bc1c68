import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import * as v from 'valibot';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressSchema,
  AdminSchema,
  checkSignIn,
  ClientSchema,
  FactureSchema,
  isValidEan,
  NotificationSchema,
  NotificationSettingsSchema,
  OrderSchema,
  overdueInvoices,
  parseProduct,
  QuoteRequestSchema,
  ReminderSchema,
  roleFromFamille,
} from '@otech/domain';
import type { Client, Reminder } from '@otech/domain';
import { CATALOGUE_COLUMNS } from '@otech/domain/catalogue-import';
import { DEFAULT_DATA_DIR } from '../io/dataDir.ts';
import { readCatalogue } from '../io/dataFiles.ts';
import { SAMPLE_TODAY, type SampleFacture } from './activity.ts';
import { DEMO_CLIENT, SAMPLE_PASSWORDS } from './clients.ts';
import { SAMPLE_RAYONS } from './rayons.ts';
import { sampleTextFiles, writeSample } from './writeSample.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'otech-sample-'));
  await writeSample(dir, { pictures: false });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const json = async <T>(file: string): Promise<T> => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;

describe('committed sample (writeSample)', () => {
  it('writes at least 300 valid products over the seven rayons, with stock 0 and 1..10 present', async () => {
    const rows = [...(await readCatalogue(dir)).values()];
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const products = rows.map((row) => {
      const parsed = parseProduct(row);
      if (!parsed.ok) throw new Error(`${row.reference}: ${JSON.stringify(parsed.issues)}`);
      return parsed.product;
    });
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(SAMPLE_RAYONS.slice(0, 7).map((r) => r.nom_du_rayon)));
    expect(products.every((p) => p.ean !== undefined && isValidEan(p.ean))).toBe(true);
    expect(new Set(products.map((p) => p.ean)).size).toBe(products.length);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    const header = (await readFile(path.join(dir, 'products.csv'), 'utf8')).split('\n', 1)[0];
    expect(header).toBe(CATALOGUE_COLUMNS.join(';'));
  });

  it('writes at least 20 valid clients covering every famille role, inactive, blocked, with and without hash', async () => {
    const clients = v.parse(v.array(ClientSchema), await json('clients.json'));
    expect(clients.length).toBeGreaterThanOrEqual(20);
    expect(new Set(clients.map((c) => roleFromFamille(c.famille)))).toEqual(new Set(['admin', 'premium', 'pro', 'wholesaler', 'customer']));
    expect(clients.some((c) => !c.actif)).toBe(true);
    expect(clients.some((c) => c.bloque)).toBe(true);
    expect(clients.some((c) => c.hash_password)).toBe(true);
    expect(clients.some((c) => !c.hash_password)).toBe(true);
    expect(clients.some((c) => c.liv_adresse_debut)).toBe(true);
    expect(new Set(clients.map((c) => c.email)).size).toBe(clients.length);
    expect(new Set(clients.map((c) => c.pseudo)).size).toBe(clients.length);
  });

  it('lets the documented demo account and every hashed sample password sign in (spec 1 §5)', async () => {
    const clients = await json<Client[]>('clients.json');
    const demo = clients.find((c) => c.email === DEMO_CLIENT.email);
    expect(checkSignIn(demo, DEMO_CLIENT.password, { allowNoHashFallback: false })).toEqual({ ok: true });
    for (const [pseudo, password] of SAMPLE_PASSWORDS) {
      const client = clients.find((c) => c.pseudo === pseudo);
      expect(checkSignIn(client, `${password}x`, { allowNoHashFallback: false }).ok).toBe(false);
      expect(checkSignIn({ ...client!, actif: true, bloque: false, en_attente_validation: false }, password, { allowNoHashFallback: false }).ok).toBe(true);
    }
  });

  it('keys every dashboard record to an existing client and product reference', async () => {
    const clientIds = new Set((await json<Client[]>('clients.json')).map((c) => c.id));
    const references = new Set((await readCatalogue(dir)).keys());
    for (const file of ['orders.json', 'factures.json', 'quote-requests.json', 'addresses.json', 'favorites.json', 'loyalty.json', 'notifications.json', 'notification-settings.json']) {
      const records = await json<{ id: string; clientId: number }[]>(file);
      expect(records.length, file).toBeGreaterThan(0);
      expect(records.every((r) => typeof r.id === 'string' && clientIds.has(r.clientId)), file).toBe(true);
      expect(records.some((r) => r.clientId === DEMO_CLIENT.id), file).toBe(true);
    }
    const orders = await json<{ items: { productId: string }[]; status: string }[]>('orders.json');
    expect(orders.flatMap((o) => o.items).every((item) => references.has(item.productId))).toBe(true);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']));
    const favorites = await json<{ productId: string }[]>('favorites.json');
    expect(favorites.every((f) => references.has(f.productId))).toBe(true);
  });

  it("names each order's customer by its contact's first and last name, never the last name twice (issue 8)", async () => {
    const clients = new Map((await json<Client[]>('clients.json')).map((c) => [c.id, c]));
    const orders = await json<{ clientId: number; userName: string }[]>('orders.json');
    for (const order of orders) {
      const client = clients.get(order.clientId);
      expect(order.userName).toBe(`${client?.prenom ?? ''} ${client?.nom ?? ''}`);
    }
  });

  it('stores records the domain schemas accept (orders, invoices, quotes, addresses, notifications, admins)', async () => {
    const schemas: [string, v.GenericSchema][] = [
      ['orders.json', OrderSchema],
      ['factures.json', FactureSchema],
      ['quote-requests.json', QuoteRequestSchema],
      ['addresses.json', AddressSchema],
      ['notifications.json', NotificationSchema],
      ['notification-settings.json', NotificationSettingsSchema],
      ['admins.json', AdminSchema],
    ];
    for (const [file, schema] of schemas) {
      const result = v.safeParse(v.array(schema), await json(file));
      expect(result.success ? [] : v.flatten(result.issues), file).toEqual([]);
    }
  });

  it('commits small HD and 320 px JPEG pictures, front and back, for every product of data/, under 12 MB in all', async () => {
    const references = await readdir(path.join(DEFAULT_DATA_DIR, 'images'));
    const products = [...(await readCatalogue(DEFAULT_DATA_DIR)).keys()];
    expect(references.sort()).toEqual(products.sort());
    let total = 0;
    for (const reference of references) {
      for (const file of ['av.jpg', 'ar.jpg', 'thumb/av.jpg', 'thumb/ar.jpg']) {
        const bytes = await readFile(path.join(DEFAULT_DATA_DIR, 'images', reference, file));
        expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        total += bytes.length;
      }
    }
    expect(total).toBeLessThan(12_000_000);
  });

  it('gives most products a name of their own, so a sorted page is not one name repeated', async () => {
    const names = [...(await readCatalogue(dir)).values()].map((row) => row.name);
    expect(new Set(names).size).toBeGreaterThan(names.length * 0.9);
  });

  it('has reminders already sent for some overdue invoices, so /admin/relances shows history (issue 9)', async () => {
    const reminders = await json<Reminder[]>('reminders.json');
    expect(v.safeParse(v.array(ReminderSchema), reminders).success).toBe(true);
    const overdue = overdueInvoices(await json<SampleFacture[]>('factures.json'), reminders, SAMPLE_TODAY);
    const reminded = overdue.filter((invoice) => invoice.relances.length > 0);
    expect(reminded.length).toBeGreaterThan(2);
    expect(overdue.some((invoice) => invoice.relances.length === 0)).toBe(true);
    expect(overdue.some((invoice) => invoice.relances.length === 2 && invoice.prochain_niveau === 3)).toBe(true);
    for (const invoice of reminded) {
      expect(invoice.relances.map((r) => r.level)).toEqual(invoice.relances.map((_, i) => i + 1));
      expect(invoice.relances.every((r) => r.clientId === invoice.client_id && r.date_relance > invoice.date_echeance && Date.parse(r.date_relance) < SAMPLE_TODAY.getTime())).toBe(true);
    }
    // Every reminder is of an overdue invoice.
    expect(reminders.length).toBe(reminded.reduce((sum, invoice) => sum + invoice.relances.length, 0));
  });

  it('is deterministic: the same seed gives the same records', () => {
    expect(sampleTextFiles()).toEqual(sampleTextFiles());
  });
});
