import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

// initdb for PGlite costs seconds and hundreds of MB; do it once per run, migrate, and hand each
// test file a copy of the data directory (docs/architecture.md#tests).
const CACHE_DIR = fileURLToPath(new URL('../../.test-cache/', import.meta.url));

/**
 * A snapshot file of this run's own: two runs in one checkout (a watch and a one-off run) used
 * to share one file, and the second overwrote it while the first one's test files read it, so
 * their PGlite failed to start.
 */
export function createSnapshotPath(): string {
  const name = `pglite-migrated-${process.pid}-${randomBytes(4).toString('hex')}.tar`;
  return path.join(CACHE_DIR, name);
}

export default async function setup(project: Pick<TestProject, 'provide'>) {
  const pglite = new PGlite();
  const database = await openDatabase({ kind: 'pglite', pglite });
  const dump = await pglite.dumpDataDir('none');
  const file = createSnapshotPath();
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
