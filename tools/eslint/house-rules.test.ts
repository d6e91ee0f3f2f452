import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they lived at the given paths, through the project's real config.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function houseErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('local/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('house rules', () => {
  it.each([
    [
      'apps/web/src/features/coach/api/x.ts',
      "export const a = () => fetch('/api/me');\n",
      'local/fetch-only-in-api-client',
    ],
    [
      'apps/web/src/components/x.ts',
      "export const a = () => window.fetch('/api/me');\n",
      'local/fetch-only-in-api-client',
    ],
    [
      'apps/web/src/features/workspace/lib/x.ts',
      "export const a = () => sessionStorage.getItem('k');\n",
      'local/one-storage-module',
    ],
    [
      'apps/web/src/lib/x.ts',
      "export const a = () => window.localStorage.getItem('k');\n",
      'local/one-storage-module',
    ],
    [
      'apps/web/src/lib/x.ts',
      'export const a = () => document.cookie;\n',
      'local/one-storage-module',
    ],
    [
      'apps/server/src/modules/email/x.ts',
      "import { eq } from 'drizzle-orm';\nexport const a = eq;\n",
      'local/queries-in-repositories',
    ],
    [
      'apps/server/src/modules/auth/x.ts',
      "import { a } from '../billing/entitlement';\nexport const b = a;\n",
      'local/module-entries',
    ],
    ['packages/game/src/rules/x.ts', 'export const a = () => Date.now();\n', 'local/pure-game'],
    ['packages/game/src/rules/x.ts', 'export const a = () => Math.random();\n', 'local/pure-game'],
    [
      'packages/game/src/rules/x.ts',
      "export const a = () => console.log('a');\n",
      'local/pure-game',
    ],
    ['apps/web/src/components/MyButton.tsx', 'export const a = 1;\n', 'local/kebab-case-files'],
    ['apps/server/src/lib/rate_limit.ts', 'export const a = 1;\n', 'local/kebab-case-files'],
    ['packages/game/src/run/index.ts', "export * from './moves';\n", 'local/explicit-exports'],
    ['packages/contracts/src/index.ts', "export * from './user';\n", 'local/explicit-exports'],
  ])('flags %s', async (filePath, code, expected) => {
    const errors = await houseErrors(filePath, code);
    expect(errors.join('\n')).toContain(expected);
  });

  it.each([
    ['apps/web/src/lib/api-client.ts', "export const a = () => fetch('/api/me');\n"],
    [
      'apps/web/src/features/coach/api/x.ts',
      "const fetch = (url: string) => url;\nexport const a = () => fetch('/api/me');\n",
    ],
    ['apps/web/src/lib/storage.ts', "export const a = () => localStorage.getItem('k');\n"],
    ['apps/web/src/lib/x.test.ts', "export const a = () => localStorage.getItem('k');\n"],
    [
      'apps/server/src/modules/email/email-messages.repository.ts',
      "import { eq } from 'drizzle-orm';\nexport const a = eq;\n",
    ],
    [
      'apps/server/src/modules/email/x.ts',
      "import type { SQL } from 'drizzle-orm';\nexport type A = SQL;\n",
    ],
    [
      'apps/server/src/modules/coach/x.ts',
      "import { getSessionUser } from '../auth';\nexport const b = getSessionUser;\n",
    ],
    ['apps/server/src/modules/auth/x.ts', "import { a } from './sessions';\nexport const b = a;\n"],
    [
      'packages/game/src/rules/x.ts',
      'export const a = (run: { Date: number }) => run.Date;\nexport type B = Date;\n',
    ],
    ['apps/web/src/features/workspace/lib/run-actions.test.ts', 'export const a = 1;\n'],
    ['apps/server/src/modules/email/email.service.ts', 'export const a = 1;\n'],
    ['packages/game/src/run/index.ts', "export { skipBlind, type SkipResult } from './moves';\n"],
  ])('lets %s be', async (filePath, code) => {
    expect(await houseErrors(filePath, code)).toEqual([]);
  });
});
