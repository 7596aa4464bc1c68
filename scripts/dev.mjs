// `npm run dev`: the API on API_PORT and Vite's dev server on PORT, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173', '--strictPort'], { stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => children.forEach((child) => child.kill(signal)));
}
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
