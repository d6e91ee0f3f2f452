import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, quoteIdent, type Database } from '../../src/db/database';

/** Which engine this run of the suite uses: the postgres project sets TEST_DB_ENGINE. */
export const TEST_ENGINE = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated database for one test file: a PGlite cloned from the run's snapshot, or, in the
 * PostgreSQL run, a schema of its own on TEST_DATABASE_URL that `dispose` drops.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (TEST_ENGINE === 'postgres') return createPostgresSchema();
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const pglite = new PGlite({ loadDataDir: new Blob([snapshot]) });
  const database = await openDatabase({ kind: 'pglite', pglite });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresSchema() {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DATABASE_URL is required for the postgres run');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({
    kind: 'postgres',
    connectionString,
    schema,
    maxConnections: 4,
  });
  return {
    ...database,
    dispose: async () => {
      // A test may have closed it already (the database-down case).
      await database.close().catch(() => undefined);
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(`${schema}_pgboss`)} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}
