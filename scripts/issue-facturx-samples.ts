// Issue 24: what the shop issues passes the EN 16931 rules, not only the seed. `.ci/run` calls
//   node --import tsx scripts/issue-facturx-samples.ts OUT_DIR
// which starts the API (packages/api/src/server.ts) on a throwaway copy of the demo seed, issues an
// invoice and a credit note on it through its HTTP routes as staff do, and writes their Factur-X
// files into OUT_DIR for ../shared/tools/validate-facturx (one Java run with the seed's files).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ?? '';
if (outDir === '') throw new Error('usage: issue-facturx-samples.ts OUT_DIR');

const runtime = mkdtempSync(path.join(os.tmpdir(), 'otech-facturx-'));
// A seller set as a real shop sets it (decision 130), so the configured path is checked too; the seed keeps the sample one.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  OTECH_DB_DIR: runtime,
  API_PORT: '0',
  OTECH_SELLER_SIRET: '73282932000074',
  OTECH_SELLER_STREET: '12 avenue des Belges',
  OTECH_SELLER_POSTAL_CODE: '13100',
  OTECH_SELLER_CITY: 'Aix-en-Provence',
  OTECH_SELLER_IBAN: 'FR7630006000011234567890189',
  OTECH_SELLER_BIC: 'AGRIFRPP',
};
delete env['DATABASE_URL'];
const api = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'inherit'] });

/** The address the API prints once it listens. */
const base = await new Promise<string>((resolve, reject) => {
  let printed = '';
  api.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    const url = /OTECH API on (http:\/\/\S+)/.exec(printed)?.[1];
    if (url) resolve(url);
  });
  api.once('exit', (code) => reject(new Error(`the API stopped before listening (exit ${code})`)));
});

async function call(method: string, route: string, token: string | undefined, body?: unknown): Promise<unknown> {
  const response = await fetch(base + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function save(route: string, token: string, file: string): Promise<void> {
  const response = await fetch(base + route, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status}`);
  writeFileSync(path.join(outDir, file), Buffer.from(await response.arrayBuffer()));
}

try {
  const { admin } = JSON.parse(readFileSync(path.join(REPO, 'data/demo-accounts.json'), 'utf8')) as { admin: { username: string; password: string } };
  const { token } = (await call('POST', '/admin/login', undefined, admin)) as { token: string };
  const lignes = [
    { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantite: 40, prix_unitaire_ht: 2.5 },
    { reference: 'DC-CAN-005', designation: 'Batterie appareil photo Canon LP-E6', quantite: 3, prix_unitaire_ht: 39.38 },
  ];
  const invoice = ((await call('POST', '/factures', token, { statut: 'envoyee', client_id: 1, client_nom: 'Client 1', date_facture: '2000-01-01', montant_ttc: 1, lignes })) as { data: { id: string; numero_facture: string } }).data;
  const note = (await call('POST', `/admin/factures/${invoice.id}/avoirs`, token, { lignes: [{ ligne: '2', quantite: 1 }] })) as { numero: string; pdfUrl: string };
  await save(`/admin/factures/${invoice.id}/pdf`, token, `issued-${invoice.numero_facture}.pdf`);
  await save(note.pdfUrl.replace(/^\/api/, ''), token, `issued-${note.numero}.pdf`);
  console.log(`Issued through the API: ${invoice.numero_facture} and its credit note ${note.numero}`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(runtime, { recursive: true, force: true });
}
