// `npm start`: builds the shop (browser and server renderer), then serves it with the API on the embedded data (scripts/serve-shop.ts
// builds the runtime database from data/ when it is missing).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['scripts/build-shop.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-shop.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
