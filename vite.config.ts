import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';
import { CLI_DB_TESTS } from './vitest.unit.config.ts';
import { isFrameModule } from './scripts/islandChunks.ts';

const repo = path.dirname(fileURLToPath(import.meta.url));
const storybookDeps = [
  '@storybook/addon-docs',
  '@storybook/react-dom-shim',
  '@storybook/addon-a11y/preview',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  'react-router-dom',
  'jotai',
  'valibot',
  '@vanilla-extract/recipes/createRuntimeFn',
];
/** The modules of the libraries' chunks (see build below); scripts/bench-shop.mjs reads them by name. */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER_MODULES = /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/;
const QUERY_MODULES = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const uiPlugins = (): PluginOption[] => [react(), vanillaExtractPlugin()];

// React Router's package exports send every bundler to its development build, whose only difference
// is its warnings switched on (remix-run/react-router#14102): the browser build takes the production
// twin instead, which drops the warnings' code from every page's first load.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
      ],
    },
  }),
});

// The shop build (`npm run build`) and the vitest projects (`npm test`; docs/testing.md).
export default defineConfig({
  root: path.join(repo, 'packages/shop'),
  plugins: [...uiPlugins(), reactRouterProduction()],
  build: {
    outDir: path.join(repo, 'dist/shop'),
    emptyOutDir: true,
    // The server renderer links each page's own CSS and chunks from it (scripts/ssr/).
    manifest: true,
    // Every browser the shop supports preloads modules itself (Safari since 17, Firefox since 115);
    // an older one merely fetches each script when it is imported, so the polyfill is not sent.
    modulePreload: {
      polyfill: false,
      // The islands runtime imports only the islands its page shows, whose chunks the server's page
      // already preloads (scripts/ssr/pageAssets.ts): a preload list per island, in the runtime,
      // would weigh on every page's first load for every island of the shop.
      resolveDependencies: (_file, dependencies, { hostId }) => (/startIslands/.test(hostId) ? [] : dependencies),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router, the query cache: they change only with an upgrade (so the browser
          // keeps them across deployments). Every page needs React, the bench's floor under every
          // first-load budget; a public page drawn as islands needs no router, and the query cache
          // only where an island uses it, so each is a chunk of its own.
          groups: [
            { name: 'react-runtime', test: REACT_MODULES },
            { name: 'router', test: ROUTER_MODULES },
            { name: 'query-cache', test: QUERY_MODULES },
            // What every page drawn as islands runs after its entry, in one file (scripts/islandChunks.ts).
            { name: 'islands-frame', test: isFrameModule, includeDependenciesRecursively: false },
          ],
          // The bundler's small shared chunks are kept: copied into the chunks that use them (its
          // `experimentalInlineCommonChunks`), their modules are wrapped and no longer tree-shaken,
          // and an island's first load then carried the router (142 KiB for `/` instead of 88). The
          // page's scripts start only once it is painted (app/afterServerPaint.ts), so their number
          // no longer holds the first paint back.
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  },
  test: {
    projects: [
      // The unit loop has its own file, so that `npm run test:unit` loads none of the plugins below.
      path.join(repo, 'vitest.unit.config.ts'),
      {
        test: {
          name: 'cli-db',
          root: repo,
          environment: 'node',
          include: CLI_DB_TESTS,
        },
      },
      {
        test: {
          name: 'api',
          root: repo,
          environment: 'node',
          include: ['packages/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The template SQL databases the test APIs copy (packages/api/test/database.ts).
          globalSetup: ['packages/api/test/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: repo,
          environment: 'node',
          include: ['packages/shop/e2e/**/*.e2e.ts'],
          globalSetup: ['packages/shop/e2e/globalSetup.ts'],
          // One browser at a time: the journeys share the two cores with the build and the server.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [...uiPlugins(), storybookTest({ configDir: path.join(repo, '.storybook') })],
        // Pre-bundled up front: on a cold cache Vite would otherwise re-optimise mid-run and
        // the first stories would fail with "Failed to fetch dynamically imported module".
        optimizeDeps: {
          entries: ['stories/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: storybookDeps,
        },
        test: {
          name: 'storybook',
          root: repo,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
