// `npm start`: until the shop app is assembled, serve the static Storybook on PORT (default 5173).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT ?? '5173';
if (!existsSync('storybook-static/index.html')) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
spawn('npx', ['vite', 'preview', '--outDir', `${process.cwd()}/storybook-static`, '--port', port, '--strictPort'], {
  stdio: 'inherit',
});
