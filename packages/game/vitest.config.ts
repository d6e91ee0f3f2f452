import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'game',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../tools/testing/fast-check-seed.ts'],
    // Property tests run hundreds of cases; on a loaded 2-core machine the default 5 s is tighter
    // than the work needs (docs/architecture.md#tests: no wall-clock limits in tests).
    testTimeout: 60_000,
  },
});
