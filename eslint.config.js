import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureThroughIndex = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
  message: 'Import another feature through its index.ts, never its inner files.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '.runtime/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'node:*', '@otech/ui', '@otech/api', '@otech/shop'] },
      ],
    },
  },
  {
    // A feature uses another feature only through its index.ts (packages/shop/README.md).
    files: ['packages/shop/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureThroughIndex] }] },
  },
  {
    // The API's layers (docs/api-routes.md): storage never reads a route, and a route file never
    // another route file; what several routes share lives in src/records/ or src/http/.
    files: ['packages/api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '/routes/', message: 'src/db/ never imports src/routes/: move what it needs to src/records/.' }] }] },
  },
  {
    files: ['packages/api/src/routes/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./', message: 'A route file never imports another route file: share through src/records/ or src/http/.' }] }] },
  },
  {
    files: ['packages/api/src/routes/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.?/(?!\\.\\./)', message: 'A route file never imports another route file: share through src/records/ or src/http/.' }] }] },
  },
  {
    // An island is hydrated on its own, without React Router (packages/shop/src/app/islands/Island.tsx).
    files: ['packages/shop/src/**/*Island.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'An island has no router: take the address in its props, go elsewhere with useShopNavigate.',
          })),
          patterns: [featureThroughIndex],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'cli/bin/**'],
    languageOptions: { globals: globals.node },
  },
);
