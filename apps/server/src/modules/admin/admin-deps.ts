import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { EmailTransportName } from '../email';
import type { SubscriptionReconciler } from '../billing';

export type AdminConfig = Pick<
  AppConfig,
  | 'ADMIN_EMAILS'
  | 'NODE_ENV'
  | 'PAYMENTS_PROVIDER'
  | 'STRIPE_SECRET_KEY'
  | 'AI_PROVIDER'
  | 'GHL_API_TOKEN'
  | 'GHL_LOCATION_ID'
>;

/** What the staff console's use cases need; time is an argument so tests can move it. */
export interface AdminDeps {
  db: Db;
  config: AdminConfig;
  now: () => Date;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  /** For System Status: which engine, and a round trip to it. */
  database: Pick<Database, 'kind'>;
  version: string;
  /** Process start, ms since epoch. */
  startedAt: number;
  emailTransport: EmailTransportName;
  /** Present when REDIS_URL is set. */
  redis?: { ping(): Promise<unknown> };
  /** Billing's payment provider, as reconciliation sees it. */
  subscriptions: SubscriptionReconciler;
  /** Drops the user's cached sessions on every instance after their rights change (ADR 028). */
  revokeUser?: (userId: string) => Promise<void>;
}
