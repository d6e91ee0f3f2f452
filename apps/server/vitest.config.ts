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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
