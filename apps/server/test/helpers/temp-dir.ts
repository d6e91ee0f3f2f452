// Scratch folders for a test file, removed once its tests are done: a run of the suite should
// leave nothing behind in the system's temporary folder (it left hundreds of data folders).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Registered when a test file imports this helper, so it runs after that file's tests.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the system's temporary folder, named `<prefix>-XXXXXX`. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}
