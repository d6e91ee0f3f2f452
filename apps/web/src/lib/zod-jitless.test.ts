import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import entry from '../main.tsx?raw';

describe('zod runs jitless in the browser (no eval under the CSP)', () => {
  it('turns on the configuration zod itself reads', async () => {
    expect(z.config().jitless).not.toBe(true);
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
  });

  it('is the first module the web entry imports, before any schema exists', () => {
    const imports = [...entry.matchAll(/^import .*?['"](.+?)['"];$/gm)].map((match) => match[1]);
    expect(imports[0]).toBe('./lib/zod-jitless');
  });
});
