import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webShared = ['layout', 'app', 'ui', 'components', 'hooks', 'lib'].map((dir) => `apps/web/src/${dir}`);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Every pattern may meet user input: no pattern that can backtrack super-linearly (issue 8, finding 1).
  regexpPlugin.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Module boundaries: a circle of imports, or a lower layer that knows a higher one, makes a change in one place
    // reach everywhere. The import graph is followed through the TypeScript sources of the whole repository
    // (`import type` is not: it is gone at run time).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'apps/server/src/platform',
              from: 'apps/server/src/modules',
              message: 'The platform serves every module and knows none: move what both need into platform/.',
            },
            {
              target: 'apps/server/src/modules/live',
              from: 'apps/server/src/modules',
              except: ['./live'],
              message: 'Live is a transport: it knows events, not domains. The domain publishes its own events.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's shell and shared layers know no feature, and a feature knows no other feature: what several
    // use lives in app/, hooks/, ui/, components/ or lib/. The route table alone names every screen, to lazy-load it
    // (apps/web/src/boundaries.test.ts checks the same lines, lazy imports included).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/routes.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: webShared,
              from: 'apps/web/src/features',
              message: 'The shell and the shared layers know no feature: move what they need out of features/.',
            },
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature knows no other feature: move what both use to app/, hooks/, ui/, components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The web app must never pull server-only code into the browser bundle.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '*.server', '*.server.ts', 'node:*'] }],
    },
  },
);
