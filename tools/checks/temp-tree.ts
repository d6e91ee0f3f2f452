// A scratch tree of files for a check's tests, removed once the test file's tests are done,
// so a run of the suite leaves nothing behind in the system's temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Registered when a test file imports this helper, so it runs after that file's tests.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder under the system's temporary folder holding `files` (path → text). */
export function makeTempTree(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
