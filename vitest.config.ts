import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const projects: TestProjectConfiguration[] = [
  'packages/game',
  'apps/server',
  'apps/web',
  {
    test: {
      name: 'tools',
      include: ['tools/**/*.test.ts'],
      // Rendering a sprite sheet or linting a fixture takes seconds on a loaded 2-core machine:
      // vitest's 5 s default failed the sheets test in CI-like runs (docs/architecture.md#tests).
      testTimeout: 60_000,
    },
  },
  {
    // `npm run test:reliability` (docs/operations.md#what-the-product-survives): faults, abuse,
    // fuzzing and scale-out, on PostgreSQL when the machine has one.
    root: './apps/server',
    test: {
      name: 'reliability',
      include: [
        'test/reliability/**/*.test.ts',
        'test/route-policy.test.ts',
        'test/auth/sign-in-abuse.test.ts',
        'test/billing/webhook-race.test.ts',
      ],
      environment: 'node',
      globalSetup: ['test/helpers/global-setup.ts'],
      setupFiles: ['../../tools/testing/fast-check-seed.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      env: process.env.TEST_DATABASE_URL ? { TEST_DB_ENGINE: 'postgres' } : {},
    },
  },
];

// With TEST_DATABASE_URL set, the server suite runs a second time on PostgreSQL
// (docs/architecture.md#tests).
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
