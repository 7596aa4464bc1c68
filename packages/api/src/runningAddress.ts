import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a running API says its address: `<runtime folder>/api-address.json`. While it runs on the
 * embedded database (one process owns the folder), `otech import` finds it there and imports
 * through it instead of opening the folder (docs/imports.md).
 */
const RUNNING_ADDRESS_FILE = 'api-address.json';

/** Writes the address file; answers how to remove it when the API stops. */
export function announceAddress(dbDir: string, apiUrl: string): () => void {
  const file = path.join(dbDir, RUNNING_ADDRESS_FILE);
  writeFileSync(file, JSON.stringify({ api: apiUrl, pid: process.pid }));
  return () => rmSync(file, { force: true });
}
