import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * Every file an import changes is prepared in memory first and written only once the whole input
 * has been read and checked, each file through a temporary file and a rename. A failure or Ctrl-C
 * before the commit leaves data/ untouched; during the commit (renames of files already prepared)
 * Ctrl-C is held back until the last file is in place, so the data folder never holds half an import.
 */
export class StagedWrites {
  private readonly files = new Map<string, string | Buffer>();

  stage(file: string, content: string | Buffer): void {
    this.files.set(file, content);
  }

  get size(): number {
    return this.files.size;
  }

  async commit(): Promise<void> {
    let interrupted: NodeJS.Signals | undefined;
    const hold = (signal: NodeJS.Signals) => {
      interrupted = signal;
    };
    process.on('SIGINT', hold);
    process.on('SIGTERM', hold);
    try {
      for (const [file, content] of this.files) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFileAtomic(file, content);
      }
    } finally {
      process.off('SIGINT', hold);
      process.off('SIGTERM', hold);
    }
    if (interrupted) process.kill(process.pid, interrupted);
  }
}
