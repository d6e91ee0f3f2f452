// Comments give their reasons by citing documents and files. A citation helps only if the reader
// can open it, so every path a comment names must exist inside the repository: next to the file,
// under one of its parent folders, or from the root.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CITED_PATH =
  /(?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)+\.(?:md|ts|tsx|js|mjs|json|sql|css|html|lua|txt|png)\b/g;
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
/**
 * Citations of places outside the repository, by name rather than by path: the tracker's issue
 * numbers and an issue's requirements ("issue req. 3") among them, which a reader of the code
 * cannot open.
 */
const OUTSIDE =
  /\b(?:shared\/|spec 00[01]|spec-vs-game\.md|ARCHITECTURE(?:\.md)? ?§|STYLE\.md|issues? (?:req\. ?)?\d+)/gi;

export interface BadCitation {
  file: string;
  line: number;
  cited: string;
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

function exists(root: string, file: string, cited: string): boolean {
  const target = cited.split('#')[0] ?? cited;
  if (target.startsWith('../') || target.startsWith('./')) {
    return existsSync(path.join(root, path.dirname(file), target));
  }
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(root, dir, target))) return true;
    if (dir === '.' || dir === '/') return false;
  }
}

/** Every comment citation in one file that cannot be opened inside the repository. */
export function badCitations(root: string, file: string): BadCitation[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: BadCitation[] = [];
  for (const comment of text.matchAll(COMMENT)) {
    const start = comment.index;
    for (const match of comment[0].matchAll(CITED_PATH)) {
      if (!exists(root, file, match[0])) {
        found.push({ file, line: lineAt(text, start + match.index), cited: match[0] });
      }
    }
    for (const match of comment[0].matchAll(OUTSIDE)) {
      found.push({ file, line: lineAt(text, start + match.index), cited: match[0] });
    }
  }
  return found;
}
