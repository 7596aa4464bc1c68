import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@otech/domain';
import { allClients, insertClient } from './clients.ts';
import { Database, DB_FILES } from './database.ts';
import { loadCatalogue } from './products.ts';
import { migrateToLatest, openSql } from './sql/connect.ts';
import { transaction } from './transaction.ts';

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-transaction-'));
  writeFileSync(path.join(dir, DB_FILES.store), '{}');
  const sql = await openSql({ memory: true });
  await migrateToLatest(sql);
  db = await Database.open(dir, sql, await loadCatalogue(sql));
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = (pseudo: string) => (id: number): Client => ({ id, pseudo, societe: pseudo, email: `${pseudo.toLowerCase()}@example.fr`, pays: 'France', actif: true, bloque: false });
const pseudos = async () => (await allClients(db)).map((stored) => stored.pseudo);

describe('transaction(db, fn)', () => {
  it('keeps every write of fn together, or none when fn throws, nested transactions included', async () => {
    await transaction(db, async (t) => {
      await insertClient(t, client('KEPTA'));
      await transaction(t, (inner) => insertClient(inner, client('KEPTB')));
    });
    await expect(
      transaction(db, async (t) => {
        await insertClient(t, client('LOSTA'));
        await transaction(t, (inner) => insertClient(inner, client('LOSTB')));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await pseudos()).toEqual(['KEPTA', 'KEPTB']);
  });

  it("on the embedded database, a write made while another request's transaction is open is not rolled back with it", async () => {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const failing = transaction(db, async (t) => {
      await insertClient(t, client('ROLLED'));
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await open;
    const outside = insertClient(db, client('OUTSIDE'));
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    expect(await pseudos()).toContain('OUTSIDE');
    expect(await pseudos()).not.toContain('ROLLED');
  });
});
