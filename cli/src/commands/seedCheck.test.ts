import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otech, removeDir, tempDataDir } from '../../test/harness.ts';

const ALL_FILES = ['products.csv', 'rayons.json', 'clients.json', 'admins.json', 'orders.json', 'factures.json', 'quote-requests.json', 'addresses.json', 'favorites.json', 'loyalty.json', 'notifications.json', 'notification-settings.json'];

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir(ALL_FILES);
});
afterEach(() => removeDir(dataDir));

async function edit(file: string, change: (records: Record<string, unknown>[]) => void): Promise<void> {
  const full = path.join(dataDir, file);
  const records = JSON.parse(await readFile(full, 'utf8'));
  change(records);
  await writeFile(full, `${JSON.stringify(records, null, 2)}\n`);
}

describe('otech seed check', () => {
  it('passes on the committed sample and lists the clients without a hash', async () => {
    const result = await otech('seed', 'check', '--data-dir', dataDir, '--json');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out);
    expect(report.problems).toEqual([]);
    expect(report.clientsWithoutHash).toContain('3 PAULM');
    expect(report.clientsWithoutHash).not.toContain('1 JEAND');
  });

  it('names the file and line of links to missing products, clients and orders, and of stray image folders', async () => {
    await edit('favorites.json', (records) => {
      records[1]!['productId'] = 'NOPE00001';
    });
    await edit('orders.json', (records) => {
      records[0]!['clientId'] = 999;
    });
    await edit('factures.json', (records) => {
      records[0]!['orderId'] = 'ord-9999';
    });
    await mkdir(path.join(dataDir, 'images', 'GHOST1'), { recursive: true });
    const result = await otech('seed', 'check', '--data-dir', dataDir);
    expect(result.code).toBe(1);
    // The second record of favorites.json opens on line 8.
    expect(result.err).toContain('favorites.json:8: productId: "NOPE00001" is not in products');
    expect(result.err).toContain('orders.json:2: clientId: 999 is not in clients');
    expect(result.err).toContain('factures.json:2: orderId: "ord-9999" is not in orders');
    expect(result.err).toContain('images/GHOST1: no product has this reference');
  });

  it('reports a record the seed builder refuses (bad client e-mail)', async () => {
    await edit('clients.json', (records) => {
      records[4]!['email'] = 'pas-un-email';
    });
    const result = await otech('seed', 'check', '--data-dir', dataDir);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/clients\.json.*email: expected an e-mail address/);
  });
});

describe('otech seed build', () => {
  it('builds the runtime database once, and again only with --force', async () => {
    const runtimeDir = path.join(dataDir, 'runtime');
    const first = await otech('seed', 'build', '--data-dir', dataDir, '--runtime-dir', runtimeDir);
    expect(first.code).toBe(0);
    expect(first.out).toContain('built with 320 products');
    expect(existsSync(path.join(runtimeDir, 'sql/PG_VERSION'))).toBe(true);
    expect((await otech('seed', 'build', '--data-dir', dataDir, '--runtime-dir', runtimeDir)).out).toContain('exists; --force rebuilds it');
    expect((await otech('seed', 'build', '--force', '--data-dir', dataDir, '--runtime-dir', runtimeDir)).out).toContain('built with');
    // The embedded database's first open creates its cluster: seconds, up to a minute on a loaded machine.
  }, 120_000);
});
