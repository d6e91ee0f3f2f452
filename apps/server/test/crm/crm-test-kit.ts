import pino from 'pino';
import { afterAll } from 'vitest';
import type { Db } from '../../src/db/database';
import { users } from '../../src/db/schema';
import type { JobQueue } from '../../src/jobs/job-queue';
import { createCrmDeps, type CrmDeps } from '../../src/modules/crm';
import { createTestDatabase } from '../helpers/test-database';

// CRM use cases on this file's own database, against a fake LeadConnector, in virtual time:
// sleeping moves the clock, so retry and circuit waits cost nothing.

export const TEST_TOKEN = 'pit-secret-token-0123456789abcdef';
export const TEST_LOCATION = 'location-123';

export function virtualClock(startMs = Date.UTC(2026, 10, 24, 8, 0, 0)) {
  let nowMs = startMs;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(nowMs),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      nowMs += ms;
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

/** No job queue: these tests call the use cases directly. */
const noJobs: JobQueue = {
  start: async () => undefined,
  stop: async () => undefined,
  define: async () => undefined,
  send: async () => 'job',
  schedule: async () => undefined,
  getState: async () => null,
};

export async function openCrmDatabase() {
  const database = await createTestDatabase();
  afterAll(() => database.dispose());
  return database;
}

export function crmDepsFor(
  db: Db,
  baseUrl: string | undefined,
  clock: ReturnType<typeof virtualClock>,
  overrides: Parameters<typeof createCrmDeps>[0]['overrides'] = {},
): CrmDeps {
  return createCrmDeps({
    db,
    env: {
      NODE_ENV: 'test',
      ...(baseUrl
        ? { GHL_API_TOKEN: TEST_TOKEN, GHL_LOCATION_ID: TEST_LOCATION, GHL_BASE_URL: baseUrl }
        : {}),
    },
    jobs: noJobs,
    logger: pino({ level: 'silent' }),
    now: clock.now,
    overrides: { sleep: clock.sleep, random: () => 0.5, concurrency: 1, ...overrides },
  });
}

let serial = 0;
export async function insertUsers(
  db: Db,
  count: number,
  values: Partial<typeof users.$inferInsert> = {},
) {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return {
      email: `Player-${serial}-${Math.random().toString(36).slice(2, 8)}@Example.com`,
      username: `player${serial}${Math.random().toString(36).slice(2, 6)}`,
      ...values,
    };
  });
  const inserted = [];
  for (let index = 0; index < rows.length; index += 500) {
    inserted.push(
      ...(await db
        .insert(users)
        .values(rows.slice(index, index + 500))
        .returning()),
    );
  }
  return inserted;
}
