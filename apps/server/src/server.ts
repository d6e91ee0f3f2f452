import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createEmbeddedDataDirOnce } from './db/create-embedded-data-dir';
import { embeddedDataDir, openDatabase, type Database } from './db/database';
import { createJobQueue } from './jobs/job-queue';
import { connectRedis } from './lib/redis-client';
import { loggerOptions } from './logger';
import { describeStartupFailure, type StartupContext, type StartupStep } from './startup-errors';

// Process entry: configuration → data directory lock → database (migrated) → Redis → jobs →
// HTTP. Shutdown runs in reverse. Any step that fails stops start-up with one line.

const PROJECT_ENV_FILE = fileURLToPath(new URL('../../../.env', import.meta.url));

class StartupFailure extends Error {
  override name = 'StartupFailure';
}

const context: StartupContext = {};

async function step<T>(name: StartupStep, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StartupFailure(describeStartupFailure(name, error, context), { cause: error });
  }
}

function readConfig(): AppConfig {
  // The project's .env, when present; variables set in the environment win over it.
  if (existsSync(PROJECT_ENV_FILE)) process.loadEnvFile(PROJECT_ENV_FILE);
  context.dataDir = process.env.DATA_DIR ?? './data';
  const config = loadConfig();
  Object.assign(context, {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    redisUrl: config.REDIS_URL,
    host: config.HOST,
    port: config.PORT,
  });
  return config;
}

function lockEmbeddedData(config: AppConfig): DataDirLock | undefined {
  if (config.DATABASE_URL) return undefined;
  mkdirSync(config.DATA_DIR, { recursive: true });
  return lockDataDir(config.DATA_DIR);
}

async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  const logger = pino(loggerOptions(config));
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        connectionString: config.DATABASE_URL,
        onConnectionError: (error) =>
          logger.warn({ err: error }, 'a database connection was lost; the pool reconnects'),
      })
    : openEmbedded(embeddedDataDir(config.DATA_DIR));
}

async function openEmbedded(dataDir: string): Promise<Database> {
  await createEmbeddedDataDirOnce(dataDir);
  return openDatabase({ kind: 'pglite', dataDir });
}

async function main(): Promise<void> {
  const config = await step('config', readConfig);
  const lock = await step('data-dir', () => lockEmbeddedData(config));
  const database = await step('database', () => openConfiguredDatabase(config));
  const redis = config.REDIS_URL
    ? await step('redis', () => connectRedis(config.REDIS_URL ?? ''))
    : undefined;
  const jobs = createJobQueue(database.jobs, pino(loggerOptions(config)));
  await step('database', () => jobs.start());
  const app = await buildApp({ config, database, jobs, ...(redis ? { redis } : {}) });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then stop jobs, then the database.
    await app.close();
    await jobs.stop();
    redis?.disconnect();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await step('listen', () => app.listen({ port: config.PORT, host: config.HOST }));
  const url = config.PUBLIC_URL ?? address;
  const where =
    database.kind === 'pglite'
      ? `embedded database in ${embeddedDataDir(config.DATA_DIR)}`
      : 'PostgreSQL';
  const mailbox = config.NODE_ENV === 'development' ? ` and listed at ${url}/dev-mailbox` : '';
  const codes =
    config.SMTP_URL || config.RESEND_API_KEY
      ? 'sent by e-mail'
      : `printed in this log${mailbox} (e-mail outbox mode)`;
  console.log(`\n  Jokerwise is running at ${url}\n  Data: ${where}\n  Sign-in codes: ${codes}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupFailure ? error.message : error);
  process.exit(1);
});
