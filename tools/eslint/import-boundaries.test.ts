import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they lived at the given paths, through the project's real config.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/import-boundaries')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'packages/game/src/rules/x.ts',
      "import { readFileSync } from 'node:fs';\nreadFileSync('a');\n",
      'packages/game imports nothing',
    ],
    [
      'packages/game/src/rules/x.ts',
      "import { z } from 'zod';\nz.string();\n",
      'packages/game imports nothing',
    ],
    [
      'packages/game/src/save/x.ts',
      "import { Inflate } from 'fflate';\nInflate.toString();\n",
      'packages/game imports nothing',
    ],
    [
      'packages/contracts/src/x.ts',
      "import Fastify from 'fastify';\nFastify();\n",
      'packages/contracts may import only zod',
    ],
    [
      'apps/web/src/features/auth/components/x.tsx',
      "import { a } from '../../billing/api/get-plans';\na();\n",
      'features never import each other',
    ],
    [
      'apps/web/src/lib/x.ts',
      "import { a } from '../../../server/src/app';\na();\n",
      'the browser never imports server code',
    ],
    [
      'apps/server/src/modules/auth/x.ts',
      "import { PgBoss } from 'pg-boss';\nPgBoss.toString();\n",
      "import 'pg-boss' only through",
    ],
  ])('flags %s importing what it must not', async (filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.join('\n')).toContain(expected);
  });

  it.each([
    ['packages/game/src/rules/x.ts', "import { RANKS } from '../data';\nRANKS.toString();\n"],
    ['packages/game/src/save/flate.ts', "export { Inflate } from 'fflate';\n"],
    ['packages/contracts/src/x.ts', "import { z } from 'zod';\nz.string();\n"],
    [
      'apps/web/src/features/auth/components/x.tsx',
      "import { a } from '../api/request-code';\na();\n",
    ],
    [
      'apps/server/src/jobs/job-queue.ts',
      "import { PgBoss } from 'pg-boss';\nPgBoss.toString();\n",
    ],
  ])('allows %s its own imports', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
