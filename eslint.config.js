// Lint: TypeScript's recommended rules, React hooks, no import cycles, and the shop's layers
// (eslint/architecture.js). Formatting is Prettier's job (npm run format), not ESLint's.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, architecture },
    settings: {
      // Parse imported .ts files as TypeScript: no-cycle follows the import graph through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'architecture/boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('…')` stays allowed: it types a module loaded lazily on purpose.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Islands hydrate with Preact and load no React (decision 035): a React import here would pull
    // the client application's framework into every public page. The React side of the islands
    // (render-island.tsx on the server, the context, island-in-app.tsx in the application) is the exception.
    files: ['apps/web/src/islands/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/islands/render-island.tsx',
      'apps/web/src/islands/islands-document.ts',
      'apps/web/src/islands/island-in-app.tsx',
      'apps/web/src/islands/element.d.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-redux',
                '@reduxjs/*',
                'react-bootstrap',
                'react-bootstrap/*',
                'react-toastify',
                'swiper/react',
              ],
              message: 'Islands are Preact components and load no React (decision 035).',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benchmarks and journeys print their figures and progress.
    files: ['bench/**', 'scripts/**', 'e2e/**', 'apps/api/src/seed/**', 'apps/api/src/server.ts', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
