import { defineProject, mergeConfig } from 'vitest/config';
import { createViteConfig } from './vite.config.ts';

export default mergeConfig(
  createViteConfig('test', { announce: false }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup-test-env.ts'],
      restoreMocks: true,
      // A hang detector: a whole-workspace test driven by userEvent passed 20 s on a 2-core
      // machine loaded with builds and browsers (docs/architecture.md#tests).
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
