import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { JobsConnection } from '../db/database';

// The only file that imports pg-boss (docs/architecture.md#layout): the rest of the server sees JobQueue.

export interface JobHandlerContext {
  readonly id: string;
  readonly retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobHandlerContext) => Promise<void>;

export interface QueueOptions {
  /** Attempts after the first failure. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueue {
  start(): Promise<void>;
  /** Waits for running handlers, then stops polling. */
  stop(): Promise<void>;
  define<T extends object>(
    name: string,
    options: QueueOptions,
    handler: JobHandler<T>,
  ): Promise<void>;
  send<T extends object>(name: string, data: T): Promise<string>;
  schedule(name: string, cron: string): Promise<void>;
  getState(name: string, id: string): Promise<JobState | null>;
}

export function createJobQueue(connection: JobsConnection, logger: Logger): JobQueue {
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({
          connectionString: connection.connectionString,
          schema: connection.schema ? `${connection.schema}_pgboss` : 'pgboss',
          max: 4,
        });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  let started = false;

  return {
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // Our database handle is closed by its owner, after the queue (graceful shutdown order).
      await boss.stop({ graceful: true, close: connection.kind === 'postgres', timeout: 10_000 });
    },
    async define<T extends object>(name: string, options: QueueOptions, handler: JobHandler<T>) {
      await boss.createQueue(name, {
        retryLimit: options.retryLimit ?? 0,
        retryDelay: options.retryDelaySeconds ?? 1,
        retryBackoff: options.retryBackoff ?? false,
      });
      await boss.work<T>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) {
          await handler(job.data, { id: job.id, retryCount: job.retryCount });
        }
      });
    },
    async send<T extends object>(name: string, data: T) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`Job ${name} was not queued`);
      return id;
    },
    async schedule(name: string, cron: string) {
      await boss.schedule(name, cron);
    },
    async getState(name: string, id: string) {
      const [job] = await boss.findJobs(name, { id });
      return job ? job.state : null;
    },
  };
}
