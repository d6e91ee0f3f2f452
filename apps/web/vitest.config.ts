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
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  }),
);
