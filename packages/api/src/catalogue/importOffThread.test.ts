import { afterEach, describe, expect, it } from 'vitest';
import { parseProduct } from '@otech/domain';
import type { Rayon } from '@otech/domain';
import { productCells } from '@otech/domain/catalogue-import';
import { ImportThreads, ImportThreadError } from './importOffThread.ts';
import type { StoredCellsLookup } from './importOffThread.ts';
import type { CatalogueUpload } from './uploadPlan.ts';

const RAYONS: Rayon[] = [{ nom_du_rayon: 'vp', libelle: 'Piles', actif: true }];

const upload = (csv: string, keepProducts = false): CatalogueUpload => ({ file: 'tarifs.csv', bytes: new TextEncoder().encode(csv), mapping: {}, rayons: RAYONS, keepProducts, language: 'fr' });

const GOOD = 'reference;name;price;category\nVP-1;Pile AA;2,5;vp\nVP-2;Pile AAA;1,9;vp\n';

function storedCells(reference: string, name: string, price: string): [string, string[]] {
  const parsed = parseProduct({ reference, name, price, category: 'vp' });
  if (!parsed.ok) throw new Error('fixture product refused');
  return [reference, productCells(parsed.product)];
}

/** The catalogue holds VP-1 as the file has it and VP-2 at another price, answered in two chunks. */
const stored: StoredCellsLookup = async function* (references) {
  yield references.includes('VP-1') ? [storedCells('VP-1', 'Pile AA', '2.5')] : [];
  yield references.includes('VP-2') ? [storedCells('VP-2', 'Pile AAA', '3')] : [];
};

/** A catalogue that never answers: the plan waits until its time limit. */
const never: StoredCellsLookup = async function* () {
  yield await new Promise<never>(() => {});
};

const pools: ImportThreads[] = [];
const threads = (timeLimitMs = 20_000) => {
  const pool = new ImportThreads({ threads: 1, waiting: 1, timeLimitMs, maxHeapMb: 256 });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.stop()));
});

describe('import threads (issue 11)', () => {
  it('plans a file on a thread with the stored products it names, in French, the products kept for the write', async () => {
    const plan = await threads().plan(upload(GOOD, true), stored, new AbortController().signal);
    expect(plan.result).toMatchObject({ file: 'tarifs.csv', encoding: 'utf-8', delimiter: ';', created: 0, updated: 1, skipped: 1, rejected: 0, header: ['reference', 'name', 'price', 'category'] });
    expect(plan.writable).toBe(true);
    expect(plan.products.map(([reference, product]) => [reference, product.price])).toEqual([
      ['VP-1', 2.5],
      ['VP-2', 1.9],
    ]);
  });

  it('keeps the line and the French reason of a refused row and of an unreadable file; nothing is writable', async () => {
    const pool = threads();
    const refused = await pool.plan(upload(`${GOOD}VP-3;Sans prix;;vp\n`, true), stored, new AbortController().signal);
    expect(refused).toMatchObject({ writable: false, products: [] });
    expect(refused.result.rejections).toEqual([{ file: 'tarifs.csv', line: 4, column: 'price', reason: 'vide : un nouveau produit doit avoir un prix' }]);
    const unreadable = await pool.plan(upload('reference;name\n"A;B\n'), stored, new AbortController().signal);
    expect(unreadable.result.rejections).toEqual([expect.objectContaining({ line: 2, column: '(file)', reason: expect.stringContaining("rien n'est importé") })]);
  });

  it('admits as many imports as threads and waiting places, and one more once a place is given back', () => {
    const pool = threads();
    const first = pool.admit();
    expect(pool.admit()).toBeDefined();
    expect(pool.admit()).toBeUndefined();
    first?.();
    first?.();
    expect(pool.admit()).toBeDefined();
    expect(pool.admit()).toBeUndefined();
  });

  it('stops a file past its time limit, and reads the next one on a fresh thread', async () => {
    // The limit counts the fresh thread's start (TypeScript loaded), seconds on a loaded machine: 3 s failed there.
    const pool = threads(10_000);
    const stuck = pool.plan(upload(GOOD), never, new AbortController().signal);
    const next = pool.plan(upload(GOOD), stored, new AbortController().signal);
    await expect(stuck).rejects.toMatchObject({ reason: 'timeLimit' });
    expect((await next).result).toMatchObject({ updated: 1, skipped: 1 });
  }, 60_000);

  it('fails the imports under way and waiting when stopped, as a failed thread (their requests are answered), and starts afresh after', async () => {
    const pool = threads();
    const stuck = pool.plan(upload(GOOD), never, new AbortController().signal);
    const waiting = pool.plan(upload(GOOD), stored, new AbortController().signal);
    // Awaited after the stop, but handled from now: the stop rejects them while it waits for its threads.
    const stuckFailed = expect(stuck).rejects.toMatchObject({ reason: 'failed' });
    const waitingFailed = expect(waiting).rejects.toMatchObject({ reason: 'failed' });
    await pool.stop();
    await stuckFailed;
    await waitingFailed;
    expect((await pool.plan(upload(GOOD), stored, new AbortController().signal)).result).toMatchObject({ updated: 1 });
  }, 30_000);

  it('drops a cancelled import, waiting or under way, and goes on with the next', async () => {
    const pool = threads();
    const running = new AbortController();
    const waiting = new AbortController();
    const stuck = pool.plan(upload(GOOD), never, running.signal);
    const dropped = pool.plan(upload(GOOD), stored, waiting.signal);
    waiting.abort();
    await expect(dropped).rejects.toBeInstanceOf(ImportThreadError);
    const next = pool.plan(upload(GOOD), stored, new AbortController().signal);
    running.abort();
    await expect(stuck).rejects.toMatchObject({ reason: 'cancelled' });
    expect((await next).result).toMatchObject({ updated: 1 });
  }, 30_000);
});
