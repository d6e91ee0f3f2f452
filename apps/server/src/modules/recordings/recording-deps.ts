import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';

/** What session recording needs; time is an argument so tests can move it. */
export interface RecordingDeps {
  db: Db;
  config: Pick<AppConfig, 'APP_SECRET' | 'SESSION_RECORDING_WEBHOOK_URL'>;
  now: () => Date;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}

/** Server-side bounds on one recording (docs/decisions/022-session-recording-privacy.md). */
export const RECORDING_LIMITS = {
  /** A recording older than this takes no more batches; the browser starts a new one. */
  maxAgeMs: 12 * 60 * 60 * 1000,
  maxChunks: 2_000,
  maxStoredBytes: 8 * 1024 * 1024,
  maxPages: 50,
} as const;
