// The relative-import graph of the product's source, type-only imports included: a cycle of types
// still couples the files in it, so they cannot be read, tested or moved one at a time.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/game/src',
  'packages/contracts/src',
];

const SPECIFIER =
  /(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, ''));
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
  );
}

/** File → the files it imports, for every source file under the roots. */
export function importGraph(root: string, roots = SOURCE_ROOTS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((dir) => sourceFiles(root, dir))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolve(root, file, match[1] ?? match[2] ?? ''))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of two or more files (Tarjan), each sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
