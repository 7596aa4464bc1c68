// Runs the npm scripts named on the command line at the same time (`npm test` checks types and lint
// side by side: each is one process on one core, so together they take the longer one's time, not the
// sum). Each script's output is printed whole once it ends, so two logs never interleave; the exit
// code is the first failure's, after every script has ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── npm run ${name}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
