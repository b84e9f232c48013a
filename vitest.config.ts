import { defineConfig } from 'vitest/config';

// "unit" needs no database; "api" builds the app on a real database per test file (PGlite by
// default, PostgreSQL when DATABASE_URL is set, as the CI's second lane does); "web" renders the
// storefront's screens in jsdom.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/src/seed/**/*.test.ts',
            'apps/api/src/lib/**/*.test.ts',
            'apps/api/src/plugins/**/*.test.ts',
            'apps/api/src/integrations/**/*.test.ts',
            'apps/api/src/config.test.ts',
            'apps/web/src/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          exclude: ['**/*-redis.test.ts', '**/*.multiprocess.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/modules/**/*.test.ts', 'apps/api/src/*.api.test.ts'],
          // Migrates and seeds one database that every test file's shop copies.
          globalSetup: ['apps/api/src/test/seeded-template.ts'],
          exclude: ['**/*-redis.test.ts', '**/*.multiprocess.test.ts', '**/node_modules/**'],
          // The files of a worker share its imported modules instead of importing the app again each:
          // every file builds its own shop (buildApp) on its own database, and the modules keep no
          // state of their own between shops, so nothing leaks from one file into the next (the one
          // process-wide setting, the shop's time zone, is set back by useTestShop after each file).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Component tests: the real store and router in jsdom, the network stubbed at `fetch`.
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen's test renders the real router, store and lazy chunks: on a busy 2-core machine
          // one may take longer than Vitest's 5 s default without being wrong.
          testTimeout: 20_000,
        },
      },
      {
        // Needs a Redis server: CI runs it under scripts/with-redis.sh.
        test: {
          name: 'redis',
          include: ['apps/api/src/modules/**/*-redis.test.ts', 'apps/api/src/integrations/**/*-redis.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Needs PostgreSQL (DATABASE_URL) and starts API processes of its own: the change bus between
        // processes (issue 12). CI runs it under scripts/with-postgres.sh.
        test: {
          name: 'multiprocess',
          include: ['apps/api/src/**/*.multiprocess.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
