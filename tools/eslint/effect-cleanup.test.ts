import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { effectCleanup } from './effect-cleanup.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

ruleTester.run('effect-cleanup', effectCleanup, {
  valid: [
    'useEffect(() => { window.scrollTo(0, 0); }, []);',
    'useEffect(() => { if (!open) return; const t = setInterval(f, 1); return () => clearInterval(t); }, [open]);',
    'useLayoutEffect(() => { return function cleanup() { stop(); }; }, []);',
    'React.useEffect(() => { return undefined; }, []);',
    'const cancel = useCallback(() => stop(), []);\nuseEffect(() => { return cancel; }, [cancel]);',
    'function stop() {}\nuseEffect(() => { return stop; }, []);',
    'useEffect(() => { return open ? () => close() : undefined; }, [open]);',
    // A nested function's return belongs to that function, not to the effect.
    'useEffect(() => { const read = () => 42; read(); }, []);',
    // A callback passed by reference is not inspected.
    'useEffect(effect, []);',
    'useMemo(() => compute(), []);',
  ],
  invalid: [
    {
      code: 'useEffect(() => window.scrollTo(0, 0), []);',
      errors: [{ messageId: 'conciseBody', data: { hook: 'useEffect' } }],
    },
    {
      code: 'useLayoutEffect(() => cancelPending, [cancelPending]);',
      errors: [{ messageId: 'conciseBody', data: { hook: 'useLayoutEffect' } }],
    },
    {
      code: 'React.useEffect(async () => { await load(); }, []);',
      errors: [{ messageId: 'asyncCallback', data: { hook: 'useEffect' } }],
    },
    {
      code: 'useEffect(() => { return window.scrollTo(0, 0); }, []);',
      errors: [{ messageId: 'returnsValue' }],
    },
    {
      code: 'useEffect(() => { if (done) return null; return () => stop(); }, [done]);',
      errors: [{ messageId: 'returnsValue' }],
    },
    {
      code: 'let stop = () => {};\nuseEffect(() => { return stop; }, []);',
      errors: [{ messageId: 'returnsValue' }],
    },
    {
      code: 'const handle = start();\nuseEffect(() => { return handle; }, []);',
      errors: [{ messageId: 'returnsValue' }],
    },
  ],
});

describe('effect-cleanup in the project config', () => {
  it('flags an effect returning a value in the web app', async () => {
    const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
    const [result] = await eslint.lintText(
      "import { useEffect } from 'react';\nexport function A() {\n  useEffect(() => window.scrollTo(0, 0), []);\n  return null;\n}\n",
      { filePath: 'apps/web/src/features/workspace/components/x.tsx' },
    );
    const rules = (result?.messages ?? []).map((message) => message.ruleId);
    expect(rules).toContain('local/effect-cleanup');
  });
});
