import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import ExcelJS from 'exceljs';
import { CartSchema, QuickOrderCheckSchema } from '@otech/domain';
import type { Product } from '@otech/domain';
import { CREDENTIALS, TestApi } from '../../test/helpers.ts';
import { upsertProducts } from '../db/products.ts';

let api: TestApi;
let token: string;

/** Products of known stock and EAN, beside the fixture's. */
async function addProducts(): Promise<void> {
  const model = api.api.db.products.all()[0] as Product;
  const product = (reference: string, fields: Partial<Product>): Product => {
    const { ean: _ean, ...rest } = model;
    return { ...rest, id: reference, reference, name: `Pile ${reference}`, price: 4, stock: 50, inStock: true, ...fields };
  };
  await upsertProducts(api.api.db, [
    product('QO-1', { ean: '3760000000017' }),
    product('QO-2', { stock: 3, restocked: false }),
    product('QO-3', { stock: 2, restockDays: 10 }),
    product('QO-4', { hidden: true, ean: '3769990000014' }),
  ]);
}

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.customerToken();
  await addProducts();
  // The customer's contract price for QO-1: the quick order must show it, not the public 4 €.
  const client = await api.api.db.sql.selectFrom('clients').select('id').where('email', '=', CREDENTIALS.hashed.identifier).executeTakeFirstOrThrow();
  await api.api.db.sql.insertInto('contract_prices').values({ client_id: client.id, product_id: 'QO-1', price_cents: 350 }).execute();
  await api.call('DELETE', '/cart', { token });
}, 60_000);

afterAll(() => api.stop());

const checkPaste = async (text: string) => {
  const answer = await api.call('POST', '/quick-order/check', { token, body: { text } });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(QuickOrderCheckSchema, answer.body);
};

async function sendFile(bytes: Uint8Array, contentType: string) {
  const response = await fetch(`${api.api.url}/quick-order/check-file`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body: bytes });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The ZIP with every deflated entry claiming `size` bytes once inflated, in its central directory and its local headers: a lie. */
function withDeclaredSizes(zip: Buffer, size: number): Buffer {
  const lying = Buffer.from(zip);
  const end = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = lying.readUInt32LE(end + 16);
  for (let entry = lying.readUInt16LE(end + 10); entry > 0; entry -= 1) {
    if (lying.readUInt16LE(at + 10) === 8) {
      lying.writeUInt32LE(size, at + 24);
      lying.writeUInt32LE(size, lying.readUInt32LE(at + 42) + 22);
    }
    at += 46 + lying.readUInt16LE(at + 28) + lying.readUInt16LE(at + 30) + lying.readUInt16LE(at + 32);
  }
  return lying;
}

describe('quick order (issue 22)', () => {
  it('checks pasted lines: each valid at the customer’s price, each refused with its reason and line', async () => {
    const result = await checkPaste('Référence;Quantité\nqo-1;10\n3760000000017\t2\nINCONNU;1\nQO-4;1\nQO-2;4\nQO-3;5\nQO-1;douze');
    expect(result.lines).toEqual([
      expect.objectContaining({ status: 'valid', line: 2, quantity: 10, unitPriceCents: 350, product: { id: 'QO-1', reference: 'QO-1', name: 'Pile QO-1' } }),
      expect.objectContaining({ status: 'valid', line: 3, quantity: 2, unitPriceCents: 350 }),
      expect.objectContaining({ status: 'refused', line: 4, reason: 'Référence ou EAN inconnu : INCONNU' }),
      expect.objectContaining({ status: 'refused', line: 5, reason: 'Produit hors gamme : il n’est plus vendu' }),
      expect.objectContaining({ status: 'refused', line: 6, reason: 'Stock insuffisant : 3 disponible(s)' }),
      expect.objectContaining({ status: 'valid', line: 7, quantity: 5, backOrderText: 'Sur commande, délai indicatif : 10 jours' }),
      expect.objectContaining({ status: 'refused', line: 8, reason: 'Quantité invalide : « douze » (un nombre entier de 1 à 1000)' }),
    ]);
    expect(result).toMatchObject({ validCount: 3, refusedCount: 4 });
    // The customer's list takes 10 % off the public 4 € of QO-3: 12 x 3.50 + 5 x 3.60 = 60.00 HT.
    expect(result.lines[5]).toMatchObject({ unitPriceCents: 360 });
    expect(result.totals.totalHTCents).toBe(6000);
  });

  it('says « hors gamme » for a withdrawn product typed by its EAN, and keeps a first line whose quantity is not a whole number', async () => {
    const result = await checkPaste('QO-1;2,5\n3769990000014;1\n3 769990 000014;1');
    expect(result.lines).toEqual([
      expect.objectContaining({ status: 'refused', line: 1, reason: 'Quantité invalide : « 2,5 » (un nombre entier de 1 à 1000)' }),
      expect.objectContaining({ status: 'refused', line: 2, reason: 'Produit hors gamme : il n’est plus vendu' }),
      expect.objectContaining({ status: 'refused', line: 3, reason: 'Produit hors gamme : il n’est plus vendu' }),
    ]);
  });

  it('refuses a workbook that would inflate past 10 MB before reading it, in French', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Commande');
    // Highly compressible: well under 1 MB sent, far over 10 MB of XML once inflated.
    for (let row = 1; row <= 2000; row += 1) sheet.addRow(['QO-1', 1, `${row} ${'x'.repeat(10_000)}`]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const answer = await sendFile(bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer).toMatchObject({ status: 400, body: { message: 'Classeur XLSX trop volumineux une fois décompressé : 10 Mo au plus (500 lignes au plus par commande rapide)' } });
  });

  it('refuses a workbook whose ZIP declares small sizes but inflates past 10 MB, counting the bytes inflated', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Commande');
    for (let row = 1; row <= 2000; row += 1) sheet.addRow(['QO-1', 1, `${row} ${'x'.repeat(10_000)}`]);
    const bytes = withDeclaredSizes(Buffer.from(await workbook.xlsx.writeBuffer()), 100);
    const answer = await sendFile(new Uint8Array(bytes), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer).toMatchObject({ status: 400, body: { message: 'Classeur XLSX trop volumineux une fois décompressé : 10 Mo au plus (500 lignes au plus par commande rapide)' } });
  });

  it('refuses a paste that is empty or too long, naming the field', async () => {
    const empty = await api.call('POST', '/quick-order/check', { token, body: { text: ' \n ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ issues: [{ path: 'text', message: 'Collez au moins une ligne « référence ou EAN ; quantité », ou choisissez un fichier.' }] });
    const long = await api.call('POST', '/quick-order/check', { token, body: { text: 'QO-1;1\n'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ issues: [{ path: 'text', message: 'Trop de lignes : 500 au plus par commande rapide' }] });
    expect((await api.call('POST', '/quick-order/check', { body: { text: 'QO-1;1' } })).status).toBe(401);
  });

  it('reads a CSV file and an XLSX workbook with the two columns', async () => {
    const csv = await sendFile(new TextEncoder().encode('Référence;Quantité\r\nQO-1;3\r\nINCONNU;2\r\n'), 'text/csv');
    expect(csv.status).toBe(200);
    expect(v.parse(QuickOrderCheckSchema, csv.body).lines.map((line) => [line.line, line.status])).toEqual([[2, 'valid'], [3, 'refused']]);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Commande');
    sheet.addRows([['EAN', 'Quantité'], [3760000000017, 4], ['QO-3', 1.5]]);
    const xlsx = await sendFile(new Uint8Array(await workbook.xlsx.writeBuffer()), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.status).toBe(200);
    const lines = v.parse(QuickOrderCheckSchema, xlsx.body).lines;
    expect(lines[0]).toMatchObject({ status: 'valid', line: 2, quantity: 4, product: { id: 'QO-1' } });
    expect(lines[1]).toMatchObject({ status: 'refused', line: 3, reason: 'Quantité invalide : « 1.5 » (un nombre entier de 1 à 1000)' });

    const broken = await sendFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'application/octet-stream');
    expect(broken).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Classeur XLSX illisible/) } });
  });

  it('adds the valid rows to the cart in one write, checking them again', async () => {
    const result = await checkPaste('QO-1;10\nQO-2;4\nQO-3;5');
    const rows = result.lines.map((line) => ({ line: line.line, code: line.code, quantity: String(line.quantity) }));
    const added = await api.call('POST', '/quick-order/add', { token, body: { rows } });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ added: 2, message: '2 lignes ajoutées au panier' });
    const cart = v.parse(CartSchema, (await api.call('GET', '/cart', { token })).body);
    expect(cart.items.map((item) => [item.product.id, item.quantity])).toEqual([['QO-1', 10], ['QO-3', 5]]);

    // Nothing valid: nothing written, and said.
    const refused = await api.call('POST', '/quick-order/add', { token, body: { rows: [{ line: 1, code: 'INCONNU', quantity: '1' }] } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Aucune ligne ne peut être ajoutée : corrigez-les puis vérifiez à nouveau.' });
    expect(v.parse(CartSchema, (await api.call('GET', '/cart', { token })).body).items).toHaveLength(2);
  });
});
