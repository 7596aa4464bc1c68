import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordHash } from '@otech/domain';
import type { Client } from '@otech/domain';
import { fixture, otech, removeDir, snapshot, tempDataDir } from '../../test/harness.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir();
});
afterEach(() => removeDir(dataDir));

const importClients = (name: string, ...options: string[]) =>
  otech('import', 'clients', fixture('clients', name), '--data-dir', dataDir, '--into-seed', ...options);
const clients = async (): Promise<Client[]> => JSON.parse(await readFile(path.join(dataDir, 'clients.json'), 'utf8'));

describe('otech import clients', () => {
  it('creates and updates from CSV, keeping the given hash_password', async () => {
    const before = await clients();
    const result = await importClients('good.csv');
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 created, 1 updated, 0 skipped, 0 rejected');
    const after = await clients();
    const pierre = after.find((c) => c.pseudo === 'PIERREV');
    expect(pierre).toMatchObject({ id: before.length + 1, actif: true, bloque: false, liv_ville: 'Saint-Priest', pays: 'France', prenom: 'Pierre', nom: 'Vidal' });
    expect(pierre?.hash_password).toBe(passwordHash('PIERREV', 'Vidal2026!'));
    expect(after.find((c) => c.pseudo === 'ALICECH')?.hash_password).toBeUndefined();
    // Matched by pseudo: the existing id and hash are kept, the given fields change.
    const marie = after.find((c) => c.pseudo === 'MARIEL');
    const old = before.find((c) => c.pseudo === 'MARIEL');
    expect(marie).toMatchObject({ id: old?.id, societe: 'Lefèvre Sécurité SAS', hash_password: old?.hash_password });
  });

  it('reads JSON records, matching by id', async () => {
    const result = await importClients('good.json');
    expect(result.code).toBe(0);
    const after = await clients();
    expect(after.find((c) => c.id === 3)).toMatchObject({ pseudo: 'PAULM', bloque: true });
    expect(after.find((c) => c.pseudo === 'OSCARD')).toMatchObject({ actif: false, hash_password: passwordHash('OSCARD', 'Antenne77') });
  });

  it('rejects bad records by line and field, keeping e-mail and pseudo unique', async () => {
    const result = await importClients('bad.csv');
    const file = fixture('clients', 'bad.csv');
    expect(result.code).toBe(1);
    expect(result.err.trim().split('\n')).toEqual([
      `${file}:2: email: expected an e-mail address, got "pas-un-email"`,
      `${file}:4: email: "demo@otech-batteries.fr" is already used by client 1 (JEAND)`,
      `${file}:5: pseudo: "DOUBLE" is already in this file on line 3`,
      `${file}:6: pseudo: is required`,
      `${file}:7: password: a plain-text password is refused (its value is not shown anywhere): give hash_password, the SHA-256 of pseudo + password, or leave it out`,
      `${file}:8: actif: expected true or false, got "peut-être"`,
      `${file}:9: hash_password: expected a lowercase SHA-256 hexadecimal digest (the value is not shown: it may be a plain-text password)`,
    ]);
    expect(result.out).toContain('1 created, 0 updated, 0 skipped, 7 rejected');
  });

  it('never repeats a plain-text password: not in the report, --json, nor the --log file', async () => {
    const log = path.join(dataDir, 'errors.csv');
    const text = await importClients('bad.csv', '--log', log);
    const json = await importClients('bad.csv', '--json');
    const logged = await readFile(log, 'utf8');
    for (const output of [text.out, text.err, json.out, json.err, logged, await readFile(path.join(dataDir, 'clients.json'), 'utf8')]) {
      expect(output).not.toContain('Secret123');
    }
    expect(logged).toContain('PLAIN;Mot de Passe SARL;plain@exemple.fr;oui;;;7;password: a plain-text password is refused');
  });

  it.each([
    ['null', 'null'],
    ['{"pseudo":"SEUL"}', 'an object'],
  ])('refuses a JSON file that is not a list of clients (%s) in one line, exit 2', async (json, what) => {
    const file = path.join(dataDir, 'not-a-list.json');
    await writeFile(file, json);
    const result = await otech('import', 'clients', file, '--data-dir', dataDir, '--into-seed');
    expect(result).toMatchObject({ code: 2, err: `error: ${file}: expected a JSON list of client objects, not ${what}\n` });
  });

  it('writes nothing with --strict or --dry-run', async () => {
    const before = await snapshot(dataDir);
    expect((await importClients('bad.csv', '--strict')).code).toBe(1);
    expect((await importClients('good.csv', '--dry-run')).code).toBe(0);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('skips records equal to the stored ones', async () => {
    await importClients('good.json');
    const again = await importClients('good.json');
    expect(again.out).toContain('0 created, 0 updated, 2 skipped');
  });
});
