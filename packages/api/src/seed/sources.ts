import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CsvError } from 'csv-parse/sync';
import * as v from 'valibot';
import { AddressSchema, NetPriceSchema, PriceListSchema, AdminSchema, ClientSchema, FactureSchema, NotificationSchema, NomenclatureSchema, NotificationSettingsSchema, OrderSchema, formatFieldIssue, parseProduct, QuoteRequestSchema, RayonSchema, ReferencementSchema, ReminderSchema, SLOW_HASH_PATTERN, validate } from '@otech/domain';
import type { Client, ContractPrice, Nomenclature, PriceList, Product, QuoteRequest, Rayon, Referencement, Reminder } from '@otech/domain';
import type { AdminRecord, OwnedCollection, OwnedRecord } from '../db/database.ts';
import { withPhotoUrls } from '@otech/domain';
import { seedPhotoViews } from '../catalogue/photos.ts';

/** One thing wrong in the seed sources, named by file and CSV line or JSON record index. */
export interface SeedProblem {
  file: string;
  /** 1-based line of a CSV file. */
  line?: number;
  /** 0-based index of a record in a JSON list. */
  record?: number;
  message: string;
}

export function formatSeedProblem(problem: SeedProblem): string {
  const where = problem.line !== undefined ? `:${problem.line}` : problem.record !== undefined ? ` record ${problem.record}` : '';
  return `${problem.file}${where}: ${problem.message}`;
}

export const SEED_FILES = {
  rayons: 'rayons.json',
  products: 'products.csv',
  clients: 'clients.json',
  admins: 'admins.json',
  images: 'images',
} as const;

/** Dashboard records, each keyed to a client: file of data/ → collection of the store document. */
// Each record also passes the domain schema of its entity where the stored shape is the entity's
// (favourites store a productId and loyalty its level code: their domain schemas are the dashboard's views).
const OWNED_SOURCES: Readonly<Record<string, { collection: OwnedCollection; schema?: v.GenericSchema }>> = {
  'orders.json': { collection: 'orders', schema: OrderSchema },
  'factures.json': { collection: 'factures', schema: FactureSchema },
  'addresses.json': { collection: 'addresses', schema: AddressSchema },
  'favorites.json': { collection: 'favorites' },
  'loyalty.json': { collection: 'loyalty' },
  'notifications.json': { collection: 'notifications', schema: NotificationSchema },
  'notification-settings.json': { collection: 'notificationSettings', schema: NotificationSettingsSchema },
};
const QUOTE_REQUESTS_FILE = 'quote-requests.json';
const NOMENCLATURES_FILE = 'nomenclatures.json';
const REFERENCEMENTS_FILE = 'referencements.json';
const REMINDERS_FILE = 'reminders.json';
const PRICE_LISTS_FILE = 'price-lists.json';
const CONTRACT_PRICES_FILE = 'contract-prices.json';

/** A client's contract price as the seed lists it: the client, then the product and its price HT in cents. */
const ContractPriceSourceSchema = v.object({ clientId: v.pipe(v.number('expected a client id'), v.integer('expected a whole number')), ...NetPriceSchema.entries });

/** The domain's Admin, with the hash scheme the API can check (data/README.md). */
const AdminSourceSchema = v.object({
  ...AdminSchema.entries,
  password_hash: v.pipe(v.string('expected a password hash'), v.regex(SLOW_HASH_PATTERN, 'expected scrypt:<salt hex>:<key hex>')),
});

const OwnedSourceSchema = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()], 'expected an id'), v.transform(String)),
  clientId: v.pipe(v.number('expected the owner client id'), v.integer('expected a whole number')),
});

export interface SeedData {
  products: Product[];
  rayons: Rayon[];
  clients: Client[];
  admins: AdminRecord[];
  owned: Record<OwnedCollection, OwnedRecord[]>;
  quoteRequests: QuoteRequest[];
  nomenclatures: Nomenclature[];
  referencements: Referencement[];
  /** Payment reminders already sent for overdue invoices (the history of /admin/relances). */
  reminders: Reminder[];
  /** The price lists' rules, net prices and breaks (issue 21), and each client's contract prices. */
  priceLists: PriceList[];
  contractPrices: (ContractPrice & { clientId: number })[];
  problems: SeedProblem[];
}

async function readJsonList(dataDir: string, file: string, problems: SeedProblem[], required: boolean): Promise<unknown[]> {
  const full = path.join(dataDir, file);
  if (!existsSync(full)) {
    if (required) problems.push({ file, message: 'file is missing' });
    return [];
  }
  try {
    const raw: unknown = JSON.parse(await readFile(full, 'utf8'));
    if (Array.isArray(raw)) return raw;
    problems.push({ file, message: 'expected a JSON list of records' });
  } catch (error) {
    problems.push({ file, message: `not valid JSON (${(error as Error).message})` });
  }
  return [];
}

/** Validates each record; a bad record is reported and left out, the others are kept. */
function validRecords<TSchema extends v.GenericSchema>(file: string, records: unknown[], schema: TSchema, problems: SeedProblem[]) {
  const valid: v.InferOutput<TSchema>[] = [];
  records.forEach((record, index) => {
    const result = validate(schema, record);
    if (result.ok) valid.push(result.value);
    else problems.push({ file, record: index, message: result.issues.map(formatFieldIssue).join('; ') });
  });
  return valid;
}

/** The records, as they are, that pass the schema; the others are reported. */
function passing<T>(file: string, records: T[], schema: v.GenericSchema, problems: SeedProblem[]): T[] {
  return records.filter((record, index) => {
    const result = validate(schema, record);
    if (!result.ok) problems.push({ file, record: index, message: result.issues.map(formatFieldIssue).join('; ') });
    return result.ok;
  });
}

function uniqueBy<T>(file: string, records: T[], key: (record: T) => string, what: string, problems: SeedProblem[]): T[] {
  const seen = new Set<string>();
  return records.filter((record, index) => {
    const value = key(record);
    if (!seen.has(value)) {
      seen.add(value);
      return true;
    }
    problems.push({ file, record: index, message: `duplicate ${what} ${JSON.stringify(value)}, record left out` });
    return false;
  });
}

function lineOf(error: unknown): number | undefined {
  const lines = (error as { lines?: unknown }).lines;
  return typeof lines === 'number' ? lines : undefined;
}

async function readProducts(dataDir: string, problems: SeedProblem[]): Promise<Product[]> {
  const file = SEED_FILES.products;
  const full = path.join(dataDir, file);
  if (!existsSync(full)) {
    problems.push({ file, message: 'file is missing' });
    return [];
  }
  let rows: { info: { lines: number }; record: Record<string, string> }[];
  try {
    rows = parse<{ info: { lines: number }; record: Record<string, string> }>(await readFile(full), {
      delimiter: ';',
      columns: true,
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (error) problems.push({ file, line: lineOf(error), message: error.message });
        return undefined;
      },
    });
  } catch (error) {
    problems.push({ file, line: lineOf(error), message: (error as Error).message });
    return [];
  }
  const imagesDir = path.join(dataDir, SEED_FILES.images);
  const products: Product[] = [];
  const seen = new Set<string>();
  for (const { info, record } of rows) {
    const result = parseProduct(record);
    if (!result.ok) {
      problems.push({ file, line: info.lines, message: result.issues.map(formatFieldIssue).join('; ') });
      continue;
    }
    const product = result.product;
    if (seen.has(product.id)) {
      problems.push({ file, line: info.lines, message: `duplicate id ${JSON.stringify(product.id)}, row left out` });
      continue;
    }
    seen.add(product.id);
    // Lists carry image URLs, never base64: the photos go into the shop's photo store with the seed (seedPhotos.ts).
    products.push(withPhotoUrls(product, seedPhotoViews(imagesDir, product.reference)));
  }
  return products;
}

interface ListSource<TSchema extends v.GenericSchema> {
  file: string;
  schema: TSchema;
  required: boolean;
  /** What must be unique across records, and its name for the problem report. */
  key?: [(record: v.InferOutput<TSchema>) => string, string];
}

async function readList<TSchema extends v.GenericSchema>(dataDir: string, source: ListSource<TSchema>, problems: SeedProblem[]) {
  const records = validRecords(source.file, await readJsonList(dataDir, source.file, problems, source.required), source.schema, problems);
  return source.key ? uniqueBy(source.file, records, source.key[0], source.key[1], problems) : records;
}

/** Reads and validates every seed source of `data/`, collecting problems instead of stopping at the first. */
export async function readSeedSources(dataDir: string): Promise<SeedData> {
  const problems: SeedProblem[] = [];
  const rayons = await readList(dataDir, { file: SEED_FILES.rayons, schema: RayonSchema, required: true, key: [(rayon) => rayon.nom_du_rayon, 'rayon code'] }, problems);
  const products = await readProducts(dataDir, problems);
  const clients = await readList(dataDir, { file: SEED_FILES.clients, schema: ClientSchema, required: true, key: [(client) => String(client.id), 'client id'] }, problems);
  const admins = await readList(dataDir, { file: SEED_FILES.admins, schema: AdminSourceSchema, required: true, key: [(admin) => admin.username, 'username'] }, problems);
  const owned = {} as Record<OwnedCollection, OwnedRecord[]>;
  for (const [file, { collection, schema }] of Object.entries(OWNED_SOURCES)) {
    const records = await readList(dataDir, { file, schema: OwnedSourceSchema, required: false, key: [(record) => record.id, 'id'] }, problems);
    // The record is stored whole (the schema's output would drop fields it does not name); it only has to pass.
    owned[collection] = schema ? passing(file, records, schema, problems) : records;
  }
  const quoteRequests = await readList(dataDir, { file: QUOTE_REQUESTS_FILE, schema: QuoteRequestSchema, required: false, key: [(quote) => quote.id, 'id'] }, problems);
  const nomenclatures = await readList(dataDir, { file: NOMENCLATURES_FILE, schema: NomenclatureSchema, required: false, key: [(bom) => bom.id, 'id'] }, problems);
  const referencements = await readList(dataDir, { file: REFERENCEMENTS_FILE, schema: ReferencementSchema, required: false, key: [(entry) => `${entry.cible}:${entry.cle}`, 'cible and cle'] }, problems);
  const reminders = await readList(dataDir, { file: REMINDERS_FILE, schema: ReminderSchema, required: false, key: [(reminder) => reminder.id, 'id'] }, problems);
  const priceLists = await readList(dataDir, { file: PRICE_LISTS_FILE, schema: PriceListSchema, required: false, key: [(list) => list.id, 'list id'] }, problems);
  const contractPrices = await readList(dataDir, { file: CONTRACT_PRICES_FILE, schema: ContractPriceSourceSchema, required: false, key: [(entry) => `${entry.clientId}:${entry.productId}`, 'client and product'] }, problems);
  return { products, rayons, clients, admins, owned, quoteRequests, nomenclatures, referencements, reminders, priceLists, contractPrices, problems };
}
