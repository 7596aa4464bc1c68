import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleInterrupts, takeHeldSignal } from './interrupt.ts';
import { StagedWrites } from './stagedWrites.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'otech-staged-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('StagedWrites.commit', () => {
  it('finishes every file when Ctrl-C comes while writing, then tells the command', async () => {
    // Only our handler may see the signal: the test runner's own would stop the run.
    const others = process.listeners('SIGINT');
    process.removeAllListeners('SIGINT');
    let err = '';
    const uninstall = handleInterrupts({ out: () => undefined, err: (text) => void (err += text) }, () => false);
    try {
      const writes = new StagedWrites();
      writes.stage(path.join(dir, 'products.csv'), 'x'.repeat(5_000_000));
      writes.stage(path.join(dir, 'images/R1/av.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
      const commit = writes.commit();
      process.emit('SIGINT', 'SIGINT');
      await commit;
      expect((await readFile(path.join(dir, 'products.csv'), 'utf8')).length).toBe(5_000_000);
      expect(await readFile(path.join(dir, 'images/R1/av.jpg'))).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(takeHeldSignal()).toBe('SIGINT');
      expect(err).toBe('\ninterrupt received while writing: finishing the import first\n');
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      uninstall();
      for (const listener of others) process.on('SIGINT', listener);
    }
  });
});
