import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { embeddedDataDir, openDatabase, type Database } from './db/database';
import pino from 'pino';
import { createJobQueue } from './jobs/job-queue';
import { connectRedis } from './lib/redis-client';
import { loggerOptions } from './logger';

// Process entry: configuration → database (migrated) → jobs → HTTP. Shutdown runs in reverse.

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: embeddedDataDir(config.DATA_DIR) });
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  const jobsLogger = pino(loggerOptions(config));
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  const jobs = createJobQueue(database.jobs, jobsLogger);
  await jobs.start();
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
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? address;
  const where =
    database.kind === 'pglite'
      ? `embedded database in ${embeddedDataDir(config.DATA_DIR)}`
      : 'PostgreSQL';
  const codes =
    config.SMTP_URL || config.RESEND_API_KEY
      ? 'sent by e-mail'
      : 'printed in this log (e-mail outbox mode)';
  console.log(`\n  Jokerwise is running at ${url}\n  Data: ${where}\n  Sign-in codes: ${codes}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
