import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { checkSeedSources, formatSeedProblem } from '@otech/api/seed';
import { DATA_FILES, dataPath } from '../io/dataDir.ts';
import { readCatalogue, readRayons } from '../io/dataFiles.ts';
import { topLevelLines } from '../io/jsonLines.ts';

export interface SeedCheckReport {
  dataDir: string;
  /** Problems of the seed builder's validation, then broken links between files, one line each. */
  problems: string[];
  /** `id pseudo` of the clients that sign in with the demo fallback passwords only. */
  clientsWithoutHash: string[];
}

type Json = Record<string, unknown>;

interface Link {
  /** Field holding the link, for the report. */
  field: string;
  values: (record: Json) => unknown[];
  targets: 'clients' | 'products' | 'orders';
}

const clientLink: Link = { field: 'clientId', values: (r) => [r['clientId']], targets: 'clients' };
const items = (record: Json): Json[] => (Array.isArray(record['items']) ? (record['items'] as Json[]) : []);

/** Which record points at which: the dashboards break on a dangling id, the seed builder keeps it. */
const LINKS: Record<string, Link[]> = {
  [DATA_FILES.orders]: [clientLink, { field: 'items.productId', values: (r) => items(r).map((i) => i['productId']), targets: 'products' }],
  [DATA_FILES.factures]: [clientLink, { field: 'orderId', values: (r) => (r['orderId'] === undefined ? [] : [r['orderId']]), targets: 'orders' }],
  [DATA_FILES.quoteRequests]: [clientLink, { field: 'items.product.reference', values: (r) => items(r).map((i) => (i['product'] as Json | undefined)?.['reference']), targets: 'products' }],
  [DATA_FILES.addresses]: [clientLink],
  [DATA_FILES.favorites]: [clientLink, { field: 'productId', values: (r) => [r['productId']], targets: 'products' }],
  [DATA_FILES.loyalty]: [clientLink],
  [DATA_FILES.notifications]: [clientLink],
  [DATA_FILES.notificationSettings]: [clientLink],
};

async function jsonRecords(dataDir: string, file: string): Promise<{ records: Json[]; lines: number[] }> {
  const full = dataPath(dataDir, file);
  if (!existsSync(full)) return { records: [], lines: [] };
  const text = await readFile(full, 'utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? { records: parsed as Json[], lines: topLevelLines(text) } : { records: [], lines: [] };
  } catch {
    // The seed builder's own check reports the file as not JSON.
    return { records: [], lines: [] };
  }
}

/**
 * `otech seed check`: the seed builder's validation of every source file, plus the links between
 * files (records → clients, items and favourites → products, invoices → orders, products → rayons,
 * image folders → products), and the clients that have no password hash.
 */
export async function seedCheck(dataDir: string): Promise<SeedCheckReport> {
  const problems = (await checkSeedSources(dataDir)).map(formatSeedProblem);
  const [catalogue, rayons, clients, orders] = await Promise.all([
    readCatalogue(dataDir),
    readRayons(dataDir).catch(() => []),
    jsonRecords(dataDir, DATA_FILES.clients),
    jsonRecords(dataDir, DATA_FILES.orders),
  ]);
  const targets = {
    clients: new Set(clients.records.map((c) => String(c['id']))),
    products: new Set(catalogue.keys()),
    orders: new Set(orders.records.map((o) => String(o['id']))),
  };

  const rayonCodes = new Set(rayons.map((r) => r.nom_du_rayon));
  let line = 1;
  for (const row of catalogue.values()) {
    line += 1;
    if (!rayonCodes.has(row.category)) problems.push(`${DATA_FILES.products}:${line}: category: unknown rayon "${row.category}"`);
  }
  for (const [file, links] of Object.entries(LINKS)) {
    const { records, lines } = file === DATA_FILES.orders ? orders : await jsonRecords(dataDir, file);
    records.forEach((record, index) => {
      for (const link of links) {
        for (const value of link.values(record)) {
          if (!targets[link.targets].has(String(value))) {
            problems.push(`${file}:${lines[index] ?? index + 1}: ${link.field}: ${JSON.stringify(value)} is not in ${link.targets}`);
          }
        }
      }
    });
  }
  const imagesDir = dataPath(dataDir, DATA_FILES.images);
  if (existsSync(imagesDir)) {
    for (const reference of (await readdir(imagesDir)).sort()) {
      if (!targets.products.has(reference)) problems.push(`${DATA_FILES.images}/${reference}: no product has this reference`);
    }
  }
  const clientsWithoutHash = clients.records.filter((c) => !c['hash_password']).map((c) => `${String(c['id'])} ${String(c['pseudo'])}`);
  return { dataDir, problems, clientsWithoutHash };
}
