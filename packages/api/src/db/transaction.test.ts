import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@otech/domain';
import { allClients, insertClient } from './clients.ts';
import type { Database } from './database.ts';
import { openMemoryDatabase } from './sql/testDatabase.ts';
import { transaction } from './transaction.ts';

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

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

  it('runs what is left for after the commit once the outer transaction has committed, and never when it rolls back', async () => {
    const seen: string[][] = [];
    await transaction(db, async (t) => {
      await insertClient(t, client('AFTERA'));
      // Left inside a joined transaction: it reads through the outer database, which sees only what is committed.
      await transaction(t, (inner) => inner.afterCommit(async () => seen.push(await pseudos())));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([expect.arrayContaining(['AFTERA'])]);
    await expect(
      transaction(db, async (t) => {
        await t.afterCommit(() => seen.push(['ROLLED BACK']));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toHaveLength(1);
    let outside = false;
    await db.afterCommit(() => (outside = true));
    expect(outside).toBe(true);
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
