// A PostgreSQL cluster of Debian's server binaries in a folder of our own, for the store bench when
// no DATABASE_URL is given: created on first use, started for the run, stopped after. Its data stay
// in the folder, so a database the bench filled is there for the next run.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined when Debian's postgresql is not installed. */
export function postgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT).filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin/initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(POSTGRES_ROOT, newest, 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: root runs it as the postgres user, anyone else as themselves. */
function run(bin, command, args) {
  const file = path.join(bin, command);
  if (process.getuid?.() !== 0) return execFileSync(file, args, { stdio: 'pipe' });
  const quoted = [file, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
}

/** Starts the cluster of `dir` on `port` (creating it first if need be); answers its URL and how to stop it. */
export function startLocalPostgres(dir, port) {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server installed (apt-get install postgresql), and DATABASE_URL is not set');
  const data = path.join(dir, 'data');
  if (!existsSync(data)) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
