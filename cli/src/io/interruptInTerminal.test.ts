import { spawnSync } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otech, removeDir, snapshot, tempDataDir } from '../../test/harness.ts';

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bin/otech.mjs');
/** A real terminal: tmux draws the screen as a person sees it. Without tmux (not on every machine) this file is skipped. */
const HAS_TMUX = spawnSync('tmux', ['-V']).status === 0;
const SOCKET = `otech-test-${process.pid}`;
const BAR_LINE = /^importing [░█]+ \d+% \| [\d,]+ lines read \| about \S+ left(\^C)?$/;

const tmux = (...args: string[]) => spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'import').stdout.split('\n').map((line) => line.trimEnd());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, test: (lines: string[]) => boolean): Promise<string[]> {
  for (let waited = 0; waited < 45_000; waited += 50) {
    const lines = screen();
    if (test(lines)) return lines;
    await sleep(50);
  }
  throw new Error(`the terminal never showed ${what}:\n${screen().join('\n')}`);
}

/** 20,000 catalogue rows (12 MB): 500 generated ones under 40 references each, cheaper than generating them all. */
async function manyProducts(): Promise<string> {
  const [header, ...rows] = (await otech('generate', 'products', '--count', '500', '--seed', '5')).out.trimEnd().split('\n');
  const copies = Array.from({ length: 40 }, (_, copy) => rows.map((row) => row.replace(';', `-${copy};`)).join('\n'));
  return `${header}\n${copies.join('\n')}\n`;
}

let dir: string;
beforeEach(async () => {
  dir = await tempDataDir();
});
afterEach(async () => {
  tmux('kill-server');
  await removeDir(dir);
});

describe.skipIf(!HAS_TMUX)('Ctrl-C in a real terminal', () => {
  it('stops the progress bar mid-import, says "interrupted, nothing written" on its own line, exits 130 and writes nothing', async () => {
    const big = path.join(dir, 'big.csv');
    await writeFile(big, await manyProducts());
    const before = await snapshot(dir);
    // The first run of the binary may compile its bundle; not while the bar is watched.
    spawnSync(process.execPath, [BIN, '--version']);
    const command = `'${process.execPath}' '${BIN}' import products '${big}' --data-dir '${dir}' --into-seed; echo "exit code $?"; sleep 60`;
    expect(tmux('new-session', '-d', '-s', 'import', '-x', '150', '-y', '12', command).status).toBe(0);

    await until('the progress bar under way', (lines) => lines.some((line) => BAR_LINE.test(line) && !/ 100% /.test(line)));
    tmux('send-keys', '-t', 'import', 'C-c');
    const lines = await until('the exit code', (shown) => shown.some((line) => line.startsWith('exit code')));

    const bar = lines.findIndex((line) => BAR_LINE.test(line));
    expect(bar, lines.join('\n')).toBeGreaterThanOrEqual(0);
    expect(lines[bar]).not.toMatch(/ 100% /);
    expect(lines.slice(bar + 1, bar + 3)).toEqual(['interrupted, nothing written', 'exit code 130']);
    expect(tmux('display-message', '-p', '-t', 'import', '#{cursor_flag} #{cursor_x}').stdout.trim()).toBe('1 0');
    expect(await snapshot(dir)).toEqual(before);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 90_000);
});
