import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';
import { makeTempTree } from './temp-tree';

const ROOT = path.resolve(import.meta.dirname, '../..');

const tree = (files: Record<string, string>) => makeTempTree('import-graph', files);

describe('import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const root = tree({
      'src/transport.ts': "import { smtp } from './smtp';\nexport type T = { a: 1 };\n",
      'src/smtp.ts': "import type { T } from './transport';\nexport const smtp = (t: T) => t;\n",
      'src/free.ts': "import { smtp } from './smtp';\nexport const free = smtp;\n",
    });
    expect(importCycles(importGraph(root, ['src']))).toEqual([['src/smtp.ts', 'src/transport.ts']]);
  });

  it('follows folder indexes and dynamic imports', () => {
    const root = tree({
      'src/a/index.ts': "export { b } from '../b';\n",
      'src/b.ts': "export const b = () => import('./a');\n",
    });
    expect(importCycles(importGraph(root, ['src']))).toEqual([['src/a/index.ts', 'src/b.ts']]);
  });

  it('has none in the product', () => {
    expect(importCycles(importGraph(ROOT))).toEqual([]);
  });
});
