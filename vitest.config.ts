import { defineConfig } from 'vitest/config';

/**
 * Unit, API and socket tests of every workspace. Server tests run on in-memory PGlite,
 * and a second time on PostgreSQL when DATABASE_URL is set. Browser tests live in e2e/.
 */
const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      { extends: 'apps/server/vitest.config.ts', test: { name: 'server', env: { TEST_DB: 'pglite' } } },
      ...(withPostgres
        ? [{ extends: 'apps/server/vitest.config.ts', test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
