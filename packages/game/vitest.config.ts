import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'game',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../tools/testing/fast-check-seed.ts'],
  },
});
