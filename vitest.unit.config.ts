import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const repo = path.dirname(fileURLToPath(import.meta.url));

/**
 * The CLI's tests that open a database (the seed build and check, `otech db …`, the imports into the
 * runtime database, `otech staff`) or run the `otech` binary in a process: about two minutes here, so
 * they are the project `cli-db` (vite.config.ts), out of the unit loop.
 */
export const CLI_DB_TESTS = [
  'cli/src/program.test.ts',
  'cli/src/dbCommands.test.ts',
  'cli/src/commands/seedCheck.test.ts',
  'cli/src/io/interruptInTerminal.test.ts',
  'cli/src/commands/importsIntoRuntimeDatabase.test.ts',
  'cli/src/commands/staff.test.ts',
  'cli/src/commands/prices.test.ts',
];

/**
 * The seconds-long loop (`npm run test:unit`, `npm run test:watch`; decision 121): a config file of its
 * own, so that starting it loads none of the shop build's plugins nor Storybook's (vite.config.ts, which
 * lists this file among its projects, took 5 s of CPU to load before the first test).
 */
export default defineConfig({
  test: {
    name: 'unit',
    root: repo,
    environment: 'node',
    include: ['packages/domain/**/*.test.ts', 'cli/**/*.test.ts', 'packages/shop/**/*.test.ts', 'stories/**/*.test.ts'],
    // Nothing here opens a database or starts a process.
    exclude: [...CLI_DB_TESTS, ...configDefaults.exclude],
    // Worker threads rather than processes (45 s of CPU instead of 60), and one module cache per
    // worker rather than per file: vitest still evaluates each file's own modules afresh (so their
    // state and vi.mock stay per file), but valibot, React and the rest load once per worker.
    pool: 'threads',
    isolate: false,
  },
});
