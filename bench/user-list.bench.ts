// The staff user list at 100,000 users (ARCHITECTURE budget: any filter/sort page
// < 50 ms median on PostgreSQL, CSV export streams with flat memory). Seeds the users first when
// they are missing (bench/seed-users.ts), then times GET /api/admin/users through the whole app
// for every combination of status, plan, search and sort (first page, last page by number, deep
// page by cursor), and streams the full export over loopback while sampling the process memory.
//
//   DATABASE_URL=postgres://… node --import tsx bench/user-list.bench.ts   (or embedded: no URL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  USER_PLAN_FILTERS,
  USER_SORT_COLUMNS,
  USER_STATUS_FILTERS,
  type UserListResponse,
} from '@jokerwise/contracts';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createJobQueue } from '../apps/server/src/jobs/job-queue';
import { hashSessionToken } from '../apps/server/src/modules/auth/codes';
import { sessions, users } from '../apps/server/src/db/schema';
import { openSeedDatabase, seedUsers } from './seed-users';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = 'bench-admin@bench.example';
const SEARCHES = ['', 'player12', 'jokers.test', '@player_77', 'nobody-here'];
const BUDGET_MS = 50;

const database = await openSeedDatabase();
const added = await seedUsers(database.db, USERS);
const [admin] = await database.db
  .insert(users)
  .values({ email: ADMIN })
  .onConflictDoUpdate({ target: users.email, set: { email: ADMIN } })
  .returning({ id: users.id });
const token = randomBytes(32).toString('hex');
await database.db.insert(sessions).values({
  userId: admin?.id ?? '',
  tokenHash: hashSessionToken(token),
  expiresAt: new Date(Date.now() + 3_600_000),
});

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jokerwise-bench-')),
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  ADMIN_EMAILS: ADMIN,
});
const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
await jobs.start();
const app = await buildApp({ config, database, jobs, logger: false });
const headers = { authorization: `Bearer ${token}` };

let requests = 0;
async function timeList(query: string): Promise<{ ms: number; answer: UserListResponse }> {
  const times: number[] = [];
  let body: UserListResponse | undefined;
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    // A client address per request: the route's per-client rate limit is not what is measured.
    requests += 1;
    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/users?${query}`,
      headers,
      remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
    });
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 200)
      throw new Error(`${query} → ${answer.statusCode} ${answer.body}`);
    body = answer.json<UserListResponse>();
    // The first run warms the plan cache and is not counted.
    if (run > 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  if (!body) throw new Error(`${query}: no answer`);
  return { ms: times[Math.floor(times.length / 2)] ?? Number.NaN, answer: body };
}

// Per combination: the first page; the last page by number (OFFSET, what a page typed into the
// URL costs); and the page before it reached by cursor (keyset, what Previous/Next cost anywhere
// in the list, docs/decisions/030-user-list-keyset-paging.md).
type Kind = 'first page' | 'last page by number' | 'deep page by cursor';
const results: Array<{ kind: Kind; query: string; ms: number }> = [];
function note(kind: Kind, query: string, ms: number) {
  results.push({ kind, query, ms });
  console.log(`${ms.toFixed(1).padStart(7)} ms  ${kind.padEnd(19)}  ${query}`);
}

console.log(`${database.kind}: ${USERS} seed users (${added} added now), median of ${RUNS} runs`);
for (const status of USER_STATUS_FILTERS) {
  for (const plan of USER_PLAN_FILTERS) {
    for (const search of SEARCHES) {
      for (const sortBy of USER_SORT_COLUMNS) {
        for (const sortOrder of ['asc', 'desc']) {
          const query = new URLSearchParams({ status, plan, search, sortBy, sortOrder }).toString();
          const first = await timeList(query);
          note('first page', query, first.ms);
          const pages = first.answer.summary.totalPages;
          if (pages < 2) continue;
          const last = await timeList(`${query}&page=${pages}`);
          note('last page by number', `${query}&page=${pages}`, last.ms);
          const cursor = last.answer.cursors.previous ?? '';
          const deep = await timeList(`${query}&page=${pages - 1}&cursor=${cursor}`);
          note('deep page by cursor', `${query}&page=${pages - 1}`, deep.ms);
        }
      }
    }
  }
}
for (const page of [100, 1000]) {
  const query = `page=${page}&limit=100&sortBy=created_at&sortOrder=desc`;
  note('last page by number', query, (await timeList(query)).ms);
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? Number.NaN;
console.log('');
for (const kind of ['first page', 'last page by number', 'deep page by cursor'] as const) {
  const mine = results.filter((result) => result.kind === kind);
  const worst = mine.reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = mine.filter((result) => result.ms >= BUDGET_MS).length;
  console.log(
    `${kind}: ${mine.length} timings, median ${percentile(
      mine.map((result) => result.ms),
      0.5,
    ).toFixed(1)} ms, p90 ${percentile(
      mine.map((result) => result.ms),
      0.9,
    ).toFixed(
      1,
    )} ms, worst ${worst.ms.toFixed(1)} ms (${worst.query}); ${over} at or over ${BUDGET_MS} ms`,
  );
}

// The export over real HTTP, read chunk by chunk and dropped, while memory is sampled.
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 20);
const started = performance.now();
const response = await fetch(`${url}/api/admin/users/export?sortBy=created_at&sortOrder=desc`, {
  headers,
});
if (!response.ok || !response.body) throw new Error(`export → ${response.status}`);
let bytes = 0;
let lines = 0;
for await (const chunk of response.body) {
  bytes += chunk.byteLength;
  for (const byte of chunk) if (byte === 10) lines += 1;
}
clearInterval(sampler);
const mb = (value: number) => `${(value / 1_048_576).toFixed(0)} MB`;
console.log(
  `export: ${lines - 1} rows, ${mb(bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}, rss ${mb(before.rss)} → peak ${mb(peakRss)}`,
);

await app.close();
await jobs.stop();
await database.close();
