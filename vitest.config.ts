import { defineConfig } from 'vitest/config';

const projects = [
  'packages/game',
  'apps/server',
  'apps/web',
  { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
];

// ARCHITECTURE §6: with TEST_DATABASE_URL set, the server suite runs a second time on PostgreSQL.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: {
      name: 'server-postgres',
      env: { TEST_DB_ENGINE: 'postgres' },
      // The process tests start the product on its embedded database; once is enough.
      exclude: ['test/server-process.test.ts', 'test/startup-failures.test.ts'],
    },
  });
}

// Two workers: the machines have 2 cores and each PGlite clone holds ~100 MB.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
