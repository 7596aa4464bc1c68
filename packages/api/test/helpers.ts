import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { STAFF_ROLES } from '@otech/domain';
import type { StaffRole } from '@otech/domain';
import { start } from '../src/index.ts';
import type { RunningApi, TrustProxy } from '../src/index.ts';
import { testDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';
import type { MailDelivery } from '../src/mail/mailDelivery.ts';

export const FIXTURE_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/data');
/** The fixture product that has photos (see writePhotos). */
export const PHOTO_REFERENCE = 'VP-AA-001';

/** A token key long enough for the API outside the demo too. */
export const TEST_SECRET = 'test-secret-of-at-least-32-bytes-xx';

/** A real shop's seller settings (decision 130), valid in form: what OTECH_DEMO=0 needs. */
export const REAL_SELLER = {
  OTECH_SELLER_SIRET: '73282932000074',
  OTECH_SELLER_STREET: '12 avenue des Belges',
  OTECH_SELLER_POSTAL_CODE: '13100',
  OTECH_SELLER_CITY: 'Aix-en-Provence',
  OTECH_SELLER_IBAN: 'FR7630006000011234567890189',
  OTECH_SELLER_BIC: 'AGRIFRPP',
} as const;

/** Fixture passwords: the hashed ones of clients.json and admins.json. */
export const CREDENTIALS = {
  hashed: { identifier: 'marie@durand-energie.fr', password: 'motdepasse1' },
  noHash: { identifier: 'PAULB', password: 'paulb' },
  inactive: { identifier: 'ANNEI', password: 'motdepasse3' },
  blocked: { identifier: 'LUCB', password: 'motdepasse4' },
  admin: { username: 'admin', password: 'admin123' },
} as const;

/** The fixture staff of admins.json, one per role (issue 23); the Administrateur is `admin` above. */
export const STAFF_CREDENTIALS = {
  administrateur: CREDENTIALS.admin,
  commercial: { username: 'commercial', password: 'commercial123' },
  comptabilite: { username: 'comptabilite', password: 'comptabilite123' },
  logistique: { username: 'logistique', password: 'logistique123' },
} as const;

/** A valid contact form (spec 1 §3, §5). */
export const CONTACT_REQUEST = {
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@dupont.fr',
  phone: '01 02 03 04 05',
  companyName: 'Dupont Industrie',
  companyType: 'industriel',
  address: '1 avenue de la Gare',
  city: 'Lyon',
  postalCode: '69001',
  inquiryType: 'devis',
  subject: 'Piles AA en volume',
  message: 'Bonjour, nous cherchons 5000 piles AA par mois.',
  newsletter: false,
  gdprConsent: true,
};

/** Reference of the n-th product (from 1) that `TestApi.start({ extraProducts })` adds to the fixture catalogue. */
export const extraProductReference = (n: number): string => `TEST-${String(n).padStart(4, '0')}`;

/** Enough catalogue for a per-customer bound (200 cart lines, 500 favourites): rows of the fixture's CSV shape. */
function appendProducts(dataDir: string, count: number): void {
  const rows = Array.from({ length: count }, (_, i) => `${extraProductReference(i + 1)};;Pile de test ${i + 1};;;vp;;;;;;1.5;100;;;;;;;;;;;false\n`);
  appendFileSync(path.join(dataDir, 'products.csv'), rows.join(''));
}

async function writePhotos(imagesDir: string): Promise<void> {
  const folder = path.join(imagesDir, PHOTO_REFERENCE);
  mkdirSync(path.join(folder, 'thumb'), { recursive: true });
  const jpeg = (width: number) =>
    sharp({ create: { width, height: width, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  const [hd, thumb] = await Promise.all([jpeg(64), jpeg(32)]);
  for (const view of ['av.jpg', 'ar.jpg']) {
    await sharp(hd).toFile(path.join(folder, view));
    await sharp(thumb).toFile(path.join(folder, 'thumb', view));
  }
}

export interface Call {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export class TestApi {
  private constructor(
    readonly dir: string,
    readonly api: RunningApi,
    readonly database: TestDatabase,
    private readonly options: { demo: boolean; trustProxy: TrustProxy; mail?: MailDelivery; onlineOrdering?: boolean },
  ) {}

  /**
   * A copy of the fixture data (with `extraProducts` more products) and a fresh runtime database
   * holding its seed (test/database.ts) in a temporary folder, on a random port.
   */
  static async start(options: { demo?: boolean; extraProducts?: number; trustProxy?: TrustProxy; mail?: MailDelivery; onlineOrdering?: boolean } = {}): Promise<TestApi> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-api-'));
    const dataDir = path.join(dir, 'data');
    cpSync(FIXTURE_DATA, dataDir, { recursive: true });
    appendProducts(dataDir, options.extraProducts ?? 0);
    await writePhotos(path.join(dataDir, 'images'));
    const database = await testDatabase(dataDir, `fixture-${options.extraProducts ?? 0}`, path.join(dir, 'db/sql'));
    const settings = { demo: options.demo ?? true, trustProxy: options.trustProxy ?? false, ...(options.mail ? { mail: options.mail } : {}), ...(options.onlineOrdering ? { onlineOrdering: true } : {}) };
    return new TestApi(dir, await TestApi.listen(dir, database, settings), database, settings);
  }

  /** E-mails are kept in the outbox unless `mail` sends them (to a test's SMTP server, test/smtpInbox.ts). */
  private static listen(dir: string, database: TestDatabase, settings: { demo: boolean; trustProxy: TrustProxy; mail?: MailDelivery; onlineOrdering?: boolean }): Promise<RunningApi> {
    return start({ port: 0, dataDir: path.join(dir, 'data'), dbDir: path.join(dir, 'db'), sql: database.location, secret: TEST_SECRET, mail: { kind: 'kept', from: 'test@otech.fr' }, ...settings });
  }

  /** Stops the server and starts a new one on the same runtime database. */
  async restart(): Promise<TestApi> {
    await this.api.stop();
    return new TestApi(this.dir, await TestApi.listen(this.dir, this.database, this.options), this.database, this.options);
  }

  /** Stops the server, closing its database, and removes both. */
  async stop(): Promise<void> {
    await this.api.stop();
    await this.database.drop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  async call(method: string, route: string, options: { body?: unknown; token?: string; raw?: string } = {}): Promise<Call> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    const response = await fetch(this.api.url + route, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    // Checked on every answer of every test: no secret field ever leaves the server.
    if (/"(hash_password|password_hash|password)"\s*:/.test(text)) throw new Error(`${method} ${route} answered a secret field: ${text.slice(0, 200)}`);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an image, an empty 204): the text is the body.
    }
    return { status: response.status, body, text, headers: response.headers };
  }

  async customerToken(credentials: { identifier: string; password: string } = CREDENTIALS.hashed): Promise<string> {
    const { status, body } = await this.call('POST', '/auth/login', { body: credentials });
    if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
    return (body as { token: string }).token;
  }

  async adminToken(credentials: { username: string; password: string } = CREDENTIALS.admin): Promise<string> {
    const { status, body } = await this.call('POST', '/admin/login', { body: credentials });
    if (status !== 200) throw new Error(`admin login failed: ${status} ${JSON.stringify(body)}`);
    return (body as { token: string }).token;
  }
}

/** A token for each fixture staff member, one per role (four scrypt sign-ins: slow on a busy machine). */
export async function staffTokens(t: TestApi): Promise<Record<StaffRole, string>> {
  const tokens = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) tokens[role] = await t.adminToken(STAFF_CREDENTIALS[role]);
  return tokens;
}
