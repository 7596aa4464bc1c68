import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module that holds the otech command. Found,
 * not counted in `..`: this module runs from cli/src under tests and from a bundle in
 * node_modules/.cache otherwise (cli/bin/build.mjs).
 */
function repositoryRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'cli/bin/otech.mjs'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('otech: the repository root (with cli/bin/otech.mjs) was not found');
    dir = parent;
  }
  return dir;
}

export const REPO = repositoryRoot();
/** The repository's data/ folder: the default of every `--data-dir`. */
export const DEFAULT_DATA_DIR = path.join(REPO, 'data');
/** Where `npm start` and the API look for the runtime database (gitignored). */
export const DEFAULT_RUNTIME_DIR = path.join(REPO, '.runtime/db');
/** The embedded SQL database (PGlite) when `DATABASE_URL` names no server (gitignored). */
export const DEFAULT_SQL_DIR = path.join(REPO, '.runtime/db/sql');

/** File names inside the data folder (brief, "Shared contracts"). */
export const DATA_FILES = {
  products: 'products.csv',
  rayons: 'rayons.json',
  clients: 'clients.json',
  admins: 'admins.json',
  imagesBase64: 'images-base64.json',
  images: 'images',
  orders: 'orders.json',
  factures: 'factures.json',
  quoteRequests: 'quote-requests.json',
  addresses: 'addresses.json',
  favorites: 'favorites.json',
  loyalty: 'loyalty.json',
  notifications: 'notifications.json',
  notificationSettings: 'notification-settings.json',
  nomenclatures: 'nomenclatures.json',
  referencements: 'referencements.json',
  reminders: 'reminders.json',
} as const;

export function dataPath(dataDir: string, ...parts: string[]): string {
  return path.join(dataDir, ...parts);
}

/** JSON as committed in data/: two-space indent and a final newline, so diffs stay readable. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
