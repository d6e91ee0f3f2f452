import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badCitations } from './cited-paths';
import { makeTempTree } from './temp-tree';

const ROOT = path.resolve(import.meta.dirname, '../..');

const tree = (files: Record<string, string>) => makeTempTree('cited-paths', files);

describe('cited paths', () => {
  const root = tree({
    'docs/decisions/001-a.md': '# a\n',
    'packages/game/test/reference/facts.md': '# facts\n',
    'packages/game/src/x.ts': [
      '// docs/decisions/001-a.md says why; so does test/reference/facts.md.',
      '/* See docs/decisions/002-gone.md and ../shared/spec/000.txt. */',
      '// As spec 001 §4 says, and ARCHITECTURE §5 (issue 19), and spec-vs-game.md §2.',
      '// Numbers shown, as the tracker asked (issue req. 3).',
      "const url = 'docs/decisions/404.md'; // strings are not comments",
      '',
    ].join('\n'),
  });

  it('accepts paths from the root or from a parent folder', () => {
    const cited = badCitations(root, 'packages/game/src/x.ts').map((bad) => bad.cited);
    expect(cited).not.toContain('docs/decisions/001-a.md');
    expect(cited).not.toContain('test/reference/facts.md');
  });

  it('names missing paths and citations of documents outside the repository', () => {
    expect(badCitations(root, 'packages/game/src/x.ts')).toEqual([
      { file: 'packages/game/src/x.ts', line: 2, cited: 'docs/decisions/002-gone.md' },
      { file: 'packages/game/src/x.ts', line: 2, cited: '../shared/spec/000.txt' },
      { file: 'packages/game/src/x.ts', line: 2, cited: 'shared/' },
      { file: 'packages/game/src/x.ts', line: 3, cited: 'spec 001' },
      { file: 'packages/game/src/x.ts', line: 3, cited: 'ARCHITECTURE §' },
      { file: 'packages/game/src/x.ts', line: 3, cited: 'issue 19' },
      { file: 'packages/game/src/x.ts', line: 3, cited: 'spec-vs-game.md' },
      { file: 'packages/game/src/x.ts', line: 4, cited: 'issue req. 3' },
    ]);
  });

  it('finds none in the product', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
    const bad = files
      .filter((file) => !file.startsWith('tools/checks/'))
      .flatMap((file) => badCitations(ROOT, file));
    expect(bad.map(({ file, line, cited }) => `${file}:${line} ${cited}`)).toEqual([]);
  });
});
