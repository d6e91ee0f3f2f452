import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { RedisClient } from '../../lib/redis-client';
import { insertCall } from './crm-calls.repository';
import { resolveCrmSettings, type CrmEnv, type CrmSettings } from './crm-config';
import { createLeadConnectorClient, type LeadConnectorClient } from './leadconnector-client';
import { createDatabaseGate } from './crm-bucket.repository';
import { createRedisGate, type BucketShape, type RateGate } from './rate-gate';
import {
  DEFAULT_RETRY_POLICY,
  type CircuitState,
  type RetryPolicy,
  type SyncContactDeps,
} from './sync-contact';

/** What the CRM use cases need; time, sleep and randomness are arguments so tests can drive them. */
export interface CrmDeps {
  db: Db;
  settings: CrmSettings;
  nodeEnv: string;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  startedAt: number;
  /** null while the CRM is off: nothing can call out. */
  client: LeadConnectorClient | null;
  gate: RateGate;
  circuit: CircuitState;
  policy: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Users synced at once inside a run. */
  concurrency: number;
}

export interface CreateCrmDepsInput {
  db: Db;
  env: CrmEnv & { NODE_ENV: string };
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  now?: () => Date;
  startedAt?: number;
  redis?: RedisClient;
  /** Tests and the benchmark tune these. */
  overrides?: Partial<
    Pick<CrmDeps, 'sleep' | 'random' | 'concurrency'> & {
      policy: Partial<RetryPolicy>;
      bucket: BucketShape;
      timeoutMs: number;
    }
  >;
}

export function createCrmDeps(input: CreateCrmDepsInput): CrmDeps {
  const settings = resolveCrmSettings(input.env);
  const overrides = input.overrides ?? {};
  return {
    db: input.db,
    settings,
    nodeEnv: input.env.NODE_ENV,
    jobs: input.jobs,
    logger: input.logger,
    now: input.now ?? (() => new Date()),
    startedAt: input.startedAt ?? Date.now(),
    client: settings.enabled
      ? createLeadConnectorClient({
          baseUrl: settings.baseUrl,
          token: settings.token,
          locationId: settings.locationId,
          ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
        })
      : null,
    gate: input.redis
      ? createRedisGate(input.redis, overrides.bucket)
      : createDatabaseGate(input.db, overrides.bucket),
    circuit: { consecutive429s: 0 },
    policy: { ...DEFAULT_RETRY_POLICY, ...overrides.policy },
    sleep: overrides.sleep ?? ((ms) => delay(ms)),
    random: overrides.random ?? Math.random,
    concurrency: overrides.concurrency ?? 4,
  };
}

export function toSyncContactDeps(
  deps: CrmDeps,
  client: LeadConnectorClient,
  policy: Partial<RetryPolicy> = {},
): SyncContactDeps {
  return {
    client,
    gate: deps.gate,
    circuit: deps.circuit,
    policy: { ...deps.policy, ...policy },
    recordCall: (record) => insertCall(deps.db, record, deps.now()),
    nowMs: () => deps.now().getTime(),
    sleep: deps.sleep,
    random: deps.random,
  };
}
