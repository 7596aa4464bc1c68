// `npm run dev`: the shop from its sources through Vite's dev server (fast refresh), its public pages
// server-rendered by the same entry-server.tsx as `npm start`, and the API, on PORT (default 5173);
// the API alone also listens on API_PORT (default 3001).
import { spawn } from 'node:child_process';

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-shop.ts', '--dev'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
