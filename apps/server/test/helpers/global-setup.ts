import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

// initdb for PGlite costs seconds and hundreds of MB; do it once per run, migrate, and hand each
// test file a copy of the data directory (docs/architecture.md#tests).
export const SNAPSHOT_FILE = fileURLToPath(
  new URL('../../.test-cache/pglite-migrated.tar', import.meta.url),
);

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  const database = await openDatabase({ kind: 'pglite', pglite });
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', SNAPSHOT_FILE);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
