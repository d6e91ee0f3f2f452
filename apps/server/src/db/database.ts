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

/** How pg-boss reaches the same database (docs/architecture.md#runtime-pieces: jobs live beside the data). */
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

/** Limits that turn a hung or vanished PostgreSQL into fast 503s instead of long hangs. */
export interface PostgresTimeouts {
  connectMs: number;
  /** Enforced by the server (statement_timeout). */
  statementMs: number;
  /** Enforced by the client, for a server that no longer answers at all. */
  queryMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2_000,
  statementMs: 5_000,
  queryMs: 6_000,
};

export interface PostgresOptions {
  kind: 'postgres';
  connectionString: string;
  schema?: string;
  maxConnections?: number;
  timeouts?: Partial<PostgresTimeouts>;
  /** Told about connections the pool lost in the background (a restart, a failover). */
  onConnectionError?: (error: Error) => void;
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; pglite?: PGlite } | PostgresOptions;

/**
 * The embedded database keeps 16 MB of shared buffers instead of PostgreSQL's 128 MB: its whole
 * heap lives in the server's memory, and a laptop's data fits the smaller cache
 * (docs/decisions/029-embedded-memory.md).
 */
export const EMBEDDED_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite =
    options.pglite ??
    new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_SETTINGS],
    });
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

async function openPostgres(options: PostgresOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  // A schema of its own keeps test runs apart on one shared server.
  const searchPath = options.schema
    ? { options: `-c search_path=${quoteIdent(options.schema)}` }
    : {};
  await migratePostgres(options, { ...searchPath, connectionTimeoutMillis: timeouts.connectMs });
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    ...searchPath,
  });
  // An idle client losing its connection (restart, failover, pg_terminate_backend) emits 'error'
  // on the pool; unhandled, that would end the process. The pool replaces the client on the
  // next checkout, so noting it is all there is to do.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db: Db = drizzleNodePg(pool, { schema });
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

/** Migrations get a connection of their own, free of the request path's statement timeout. */
async function migratePostgres(options: PostgresOptions, clientConfig: pg.ClientConfig) {
  const client = new pg.Client({ connectionString: options.connectionString, ...clientConfig });
  await client.connect();
  try {
    if (options.schema) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    }
    await migrateNodePg(drizzleNodePg(client), {
      migrationsFolder: MIGRATIONS_FOLDER,
      ...(options.schema ? { migrationsSchema: options.schema } : {}),
    });
  } finally {
    await client.end();
  }
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
