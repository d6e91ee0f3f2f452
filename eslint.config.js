import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { effectCleanup } from './tools/eslint/effect-cleanup.js';
import { houseRules } from './tools/eslint/house-rules.js';
import { importBoundaries } from './tools/eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '**/.test-cache/**',
      'apps/server/test/fixtures/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      local: {
        rules: {
          'import-boundaries': importBoundaries,
          'effect-cleanup': effectCleanup,
          ...houseRules,
        },
      },
    },
    rules: {
      'local/import-boundaries': 'error',
      'local/effect-cleanup': 'error',
      ...Object.fromEntries(Object.keys(houseRules).map((name) => [`local/${name}`, 'error'])),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line entry points talk to the terminal on purpose.
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/cli/**',
      'bench/**',
      'e2e/**',
      'tools/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
