import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's data/ folder: the default of every `--data-dir`. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = path.join(REPO, 'data');
/** Where `npm start` and the API look for the runtime database (gitignored). */
export const DEFAULT_RUNTIME_DIR = path.join(REPO, '.runtime/db');

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
} as const;

export function dataPath(dataDir: string, ...parts: string[]): string {
  return path.join(dataDir, ...parts);
}

/** JSON as committed in data/: two-space indent and a final newline, so diffs stay readable. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
