import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccountOpening } from '@otech/domain';
import { createApp, MIN_SECRET_BYTES } from './app.ts';
import { sqlLocation } from './db/sql/connect.ts';
import { announceAddress } from './runningAddress.ts';
import type { SqlLocation } from './db/sql/connect.ts';
import type { ApiApp } from './app.ts';
import { trustProxySetting } from './http/trustProxy.ts';
import type { TrustProxy } from './http/trustProxy.ts';
import { deliveryFromEnv } from './mail/mailDelivery.ts';
import { sellerFromEnv } from './einvoice/issuingSeller.ts';
import type { MailDelivery } from './mail/mailDelivery.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StartOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  dbDir?: string;
  /** Defaults to the environment: `DATABASE_URL`, else the PGlite folder `OTECH_SQL_DIR`, else `<dbDir>/sql`. */
  sql?: SqlLocation;
  /** Defaults to the environment: on unless OTECH_DEMO=0. */
  demo?: boolean;
  /** Defaults to the environment: 'immediate' when OTECH_ACCOUNT_OPENING=immediate, else 'validation'. */
  accountOpening?: AccountOpening;
  secret?: string;
  /** Defaults to the environment: OTECH_TRUST_PROXY (http/trustProxy.ts), else off. */
  trustProxy?: TrustProxy;
  /** Defaults to the environment: `OTECH_SMTP_URL` and `OTECH_MAIL_FROM`, else e-mails are kept in the outbox. */
  mail?: MailDelivery;
  /** Defaults to the environment: open when OTECH_ONLINE_ORDERING=1, else closed (the seed's maintenance text). */
  onlineOrdering?: boolean;
  /** Defaults to the environment: the monthly wholesaler review runs unless in the demo, or as OTECH_PRICE_REVIEW=monthly|off says. */
  priceReview?: boolean;
}

export interface RunningApi extends ApiApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * The token key: OTECH_TOKEN_SECRET, or on the demo seed undefined: the key drawn once and kept
 * in the database, which every API process on it shares (issue 27: a key per process made one
 * process refuse the other's tokens). Outside the demo a missing key is an error, so tokens are
 * never signed with a guessable default.
 */
export function tokenSecret(env: NodeJS.ProcessEnv, demo: boolean): string | undefined {
  const secret = env['OTECH_TOKEN_SECRET'];
  if (secret) return secret;
  if (demo) return undefined;
  throw new Error(`OTECH_TOKEN_SECRET must be set when OTECH_DEMO=0 (at least ${MIN_SECRET_BYTES} bytes)`);
}

/** Whether this start runs the demo seed: the option, else on unless OTECH_DEMO=0. */
export function isDemo(options: Pick<StartOptions, 'demo'>, env: NodeJS.ProcessEnv): boolean {
  return options.demo ?? env['OTECH_DEMO'] !== '0';
}

/**
 * Whether the API runs the wholesaler review each month: OTECH_PRICE_REVIEW=monthly or off, else
 * outside the demo only, so the demo's customers keep the lists the sign-in page names (decision record 150).
 */
function priceReviewRuns(env: NodeJS.ProcessEnv, demo: boolean): boolean {
  const setting = env['OTECH_PRICE_REVIEW'];
  if (setting === 'monthly') return true;
  if (setting === 'off') return false;
  if (setting !== undefined) throw new Error(`OTECH_PRICE_REVIEW must be monthly or off, not "${setting}"`);
  return !demo;
}

export async function start(options: StartOptions = {}): Promise<RunningApi> {
  const env = process.env;
  const demo = isDemo(options, env);
  // The seller printed on every invoice is checked before anything starts: outside the demo it must be the real one.
  sellerFromEnv(env, demo);
  const dbDir = options.dbDir ?? env['OTECH_DB_DIR'] ?? path.join(REPO, '.runtime/db');
  const sql = options.sql ?? sqlLocation(env, env['OTECH_SQL_DIR'] ?? path.join(dbDir, 'sql'));
  const api = await createApp({
    dataDir: options.dataDir ?? env['OTECH_DATA_DIR'] ?? path.join(REPO, 'data'),
    dbDir,
    sql,
    demo,
    secret: options.secret ?? tokenSecret(env, demo),
    accountOpening: options.accountOpening ?? (env['OTECH_ACCOUNT_OPENING'] === 'immediate' ? 'immediate' : 'validation'),
    trustProxy: options.trustProxy ?? trustProxySetting(env),
    mail: options.mail ?? deliveryFromEnv(env),
    onlineOrdering: options.onlineOrdering ?? env['OTECH_ONLINE_ORDERING'] === '1',
    priceReview: options.priceReview ?? priceReviewRuns(env, demo),
  });
  const host = options.host ?? '127.0.0.1';
  const server = api.app.listen(options.port ?? Number(env['API_PORT'] ?? 3001), host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}/api`;
  const withdrawAddress = 'dir' in sql ? announceAddress(dbDir, url) : () => {};
  return {
    ...api,
    url,
    stop: async () => {
      withdrawAddress();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
