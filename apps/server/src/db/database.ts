import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API both engines share; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** How pg-boss reaches the same database (ARCHITECTURE §1: jobs live beside the data). */
export type JobsConnection =
  | { kind: 'pglite'; pglite: PGlite }
  | { kind: 'postgres'; connectionString: string; schema?: string };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  readonly jobs: JobsConnection;
  /** True when the database answers a trivial query within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite }
  | { kind: 'postgres'; connectionString: string; schema?: string; maxConnections?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.pglite ?? new PGlite(options.dataDir);
  await pglite.waitReady;
  const db: Db = drizzlePglite(pglite, { schema });
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    db,
    jobs: { kind: 'pglite', pglite },
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(options: {
  connectionString: string;
  schema?: string;
  maxConnections?: number;
}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    // A schema of its own keeps test runs apart on one shared server.
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
  const db: Db = drizzleNodePg(pool, { schema });
  await migrateNodePg(drizzleNodePg(pool), {
    migrationsFolder: MIGRATIONS_FOLDER,
    ...(options.schema ? { migrationsSchema: options.schema } : {}),
  });
  return {
    kind: 'postgres',
    db,
    jobs: {
      kind: 'postgres',
      connectionString: options.connectionString,
      ...(options.schema ? { schema: options.schema } : {}),
    },
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => pool.end(),
  };
}

async function pingWith(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function quoteIdent(identifier: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(identifier))
    throw new Error(`Unsafe SQL identifier: ${identifier}`);
  return `"${identifier}"`;
}

export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}
