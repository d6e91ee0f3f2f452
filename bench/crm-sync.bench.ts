// CRM sync under the shared rate limit (docs/decisions/021-crm-sync-rate-limit-and-retries.md,
// docs/architecture.md budgets: never above 90 requests per 10 s, no lost update under 429s).
// Syncs 5,000 users on an in-memory embedded database against the fake LeadConnector on
// loopback, which answers 429 past LeadConnector's 100 per 10 s and to a share of the calls
// (BENCH_CRM_429_SHARE, default 0.1); prints the peak requests per 10 s and the total time.
//
//   node --import tsx bench/crm-sync.bench.ts [users]        (default 5000; takes ~10 minutes)
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/database';
import { users } from '../apps/server/src/db/schema';
import type { JobQueue } from '../apps/server/src/jobs/job-queue';
import { createCrmDeps } from '../apps/server/src/modules/crm';
import { countSelected } from '../apps/server/src/modules/crm/crm-sync.repository';
import { claimRun, executeRun } from '../apps/server/src/modules/crm/run-sync';
import { peakPerWindow, startFakeLeadConnector } from '../apps/server/test/crm/fake-leadconnector';

const USERS = Number(process.argv[2] ?? 5_000);
const SHARE_429 = Number(process.env.BENCH_CRM_429_SHARE ?? 0.1);
const WINDOW_MS = 10_000;
const CRM_BURST_LIMIT = 100;

const database = await openDatabase({ kind: 'pglite' });
for (let index = 0; index < USERS; index += 1_000) {
  await database.db.insert(users).values(
    Array.from({ length: Math.min(1_000, USERS - index) }, (_, offset) => ({
      email: `bench-${index + offset}@example.com`,
      subscriptionStatus: (index + offset) % 3 === 0 ? 'active' : 'inactive',
    })),
  );
}

const arrivals: number[] = [];
let injected429 = 0;
let burst429 = 0;
const fake = await startFakeLeadConnector((request) => {
  arrivals.push(request.at);
  const recent = arrivals.filter((at) => at > request.at - WINDOW_MS).length;
  if (recent > CRM_BURST_LIMIT) {
    burst429 += 1;
    return { kind: 'status', status: 429, headers: { 'retry-after': '2' } };
  }
  if (Math.random() < SHARE_429) {
    injected429 += 1;
    return { kind: 'status', status: 429 };
  }
  return { kind: 'normal' };
});

const noJobs: JobQueue = {
  start: async () => undefined,
  stop: async () => undefined,
  define: async () => undefined,
  send: async () => 'bench',
  schedule: async () => undefined,
  getState: async () => null,
};
const deps = createCrmDeps({
  db: database.db,
  env: {
    NODE_ENV: 'production',
    GHL_API_TOKEN: 'bench-token',
    GHL_LOCATION_ID: 'bench-location',
    GHL_BASE_URL: fake.url,
  },
  jobs: noJobs,
  logger: pino({ level: 'silent' }),
});

const started = performance.now();
const selection = { kind: 'all' } as const;
const run = await claimRun(deps, { kind: 'all', selection, totalUsers: USERS, startedBy: null });
if (!run) throw new Error('a run is already going');
await executeRun(deps, run, selection, true);
// A user the run gave up on stays dirty; the next run picks it up, as the hourly one would.
let extraRuns = 0;
while ((await countSelected(database.db, { kind: 'dirty' })) > 0 && extraRuns < 3) {
  extraRuns += 1;
  const again = await claimRun(deps, { kind: 'all', selection, totalUsers: 0, startedBy: null });
  if (!again) throw new Error('a run is already going');
  await executeRun(deps, again, { kind: 'dirty' }, true);
}
const seconds = (performance.now() - started) / 1000;
const peak = peakPerWindow(arrivals, WINDOW_MS);
const lost = USERS - fake.contacts.size;

console.log(`CRM sync of ${USERS} users against the fake LeadConnector`);
console.log(
  `  requests              ${arrivals.length} (${injected429} injected 429s, ${burst429} over the CRM's burst limit)`,
);
console.log(`  peak per 10 s         ${peak} (budget 90)`);
console.log(`  total time            ${seconds.toFixed(1)} s (${extraRuns} follow-up runs)`);
console.log(`  contacts in the CRM   ${fake.contacts.size} (lost ${lost})`);
await fake.close();
await database.close();
if (peak > 90 || lost > 0) process.exitCode = 1;
