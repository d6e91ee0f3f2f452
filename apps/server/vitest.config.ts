import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The fault, fuzz and scale-out checks run as their own stage (`npm run test:reliability`).
    exclude: [...configDefaults.exclude, 'test/reliability/**'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['../../tools/testing/fast-check-seed.ts'],
    // A hang detector, not a time budget: the process tests start the product several times and
    // took 22 s of a 30 s limit on a loaded 2-core machine; their own waits allow 100 s
    // (test/helpers/server-process.ts).
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
