import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { whileCommitting } from './interrupt.ts';

/** Temporary files are named after the process that writes them, so a later run can tell its own from a killed one's. */
const TEMPORARY = /^\..+\.otech-(\d+)\.tmp$/;

function temporaryName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.otech-${process.pid}.tmp`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files that a killed import (kill -9 while writing) left in the data folder;
 * those of a running process are left alone. Returns how many were removed.
 */
export async function removeStaleTemporaryFiles(dataDir: string): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const pid = TEMPORARY.exec(entry.name)?.[1];
    if (!entry.isFile() || pid === undefined || isRunning(Number(pid))) continue;
    await rm(path.join(entry.parentPath, entry.name), { force: true });
    removed += 1;
  }
  return removed;
}

/** A file's content: whole, or as pieces of text written as they come (a large catalogue is never one string). */
export type StagedContent = string | Buffer | Iterable<string>;

const WRITE_CHUNK_CHARS = 1 << 20;

async function writeContent(handle: FileHandle, content: StagedContent): Promise<void> {
  if (typeof content === 'string' || Buffer.isBuffer(content)) {
    await handle.writeFile(content);
    return;
  }
  let chunk = '';
  for (const piece of content) {
    chunk += piece;
    if (chunk.length >= WRITE_CHUNK_CHARS) {
      await handle.write(chunk);
      chunk = '';
    }
  }
  if (chunk !== '') await handle.write(chunk);
}

async function writeAtomically(file: string, content: StagedContent): Promise<void> {
  const temporary = temporaryName(file);
  const handle = await open(temporary, 'w');
  try {
    await writeContent(handle, content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
}

/**
 * Every file an import changes is prepared in memory first and written only once the whole input
 * has been read and checked, each file through a temporary file and a rename. A failure or Ctrl-C
 * before the commit leaves data/ untouched; during the commit Ctrl-C is held until the last file is
 * in place (io/interrupt.ts), so the data folder never holds half an import.
 */
export class StagedWrites {
  private readonly files = new Map<string, StagedContent>();

  stage(file: string, content: StagedContent): void {
    this.files.set(file, content);
  }

  get size(): number {
    return this.files.size;
  }

  commit(): Promise<void> {
    return whileCommitting(async () => {
      for (const [file, content] of this.files) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeAtomically(file, content);
      }
    });
  }
}
