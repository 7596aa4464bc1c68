import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * A PGlite folder is a PostgreSQL cluster that one process runs: PGlite takes no lock of its own,
 * and a second process opening the same folder works on its own copy in memory, each writing over
 * the other's files (measured: two processes' rows diverged and the later close won). Opening it
 * takes this lock: a file beside the cluster holding the process id, refused while that process
 * lives. A lock left by a process that died (kill -9, a crash) is taken over.
 */

const LOCK_FILE = 'otech.pid';

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live process other than this one that holds the folder, if any: `otech import` asks before
 * loading the database stack (PGlite, the migrations, sharp), only to be refused, and goes through
 * the running shop instead.
 */
export function folderHolder(dir: string): number | undefined {
  const holder = holderOf(path.join(path.resolve(dir), LOCK_FILE));
  // Our own id in the file is a previous life of this process id (a container restarted), never a live holder: those are in `held`.
  return holder !== undefined && holder !== process.pid && alive(holder) ? holder : undefined;
}

/** Takes the folder for this process; answers the release. Throws, naming the folder and the holder, when another open holds it. */
export function lockFolder(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  const refuse = (holder: string) =>
    new Error(`the embedded database in ${resolved} is already open in ${holder}: one folder serves one process (stop it, or set DATABASE_URL to share a PostgreSQL server)`);
  if (held.has(resolved)) throw refuse('this process');
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = folderHolder(resolved);
      if (holder !== undefined) throw refuse(`process ${holder}`);
      rmSync(file, { force: true });
    }
  }
  held.add(resolved);
  return () => {
    held.delete(resolved);
    rmSync(file, { force: true });
  };
}
