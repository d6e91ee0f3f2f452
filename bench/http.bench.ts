// GET /api/health of the real app against a bare Fastify route, same machine, same run
// (issue: foundation benchmark). Loopback only; bounded duration.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { embeddedDataDir, openDatabase } from '../apps/server/src/db/database';
import { createJobQueue } from '../apps/server/src/jobs/job-queue';
import pino from 'pino';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url: string) {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'jokerwise-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: embeddedDataDir(dataDir) });
const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
await jobs.start();
const app = await buildApp({ config, database, jobs, logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const baseline = await measure(`${bareUrl}/bare`);
const health = await measure(`${appUrl}/api/health`);
await app.close();
await bare.close();
await jobs.stop();
await database.close();

const ratio = health.rps / baseline.rps;
console.log(`database: ${database.kind}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
console.log(
  `bare Fastify route : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms, errors ${baseline.errors}`,
);
console.log(
  `GET /api/health    : ${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms, errors ${health.errors}`,
);
console.log(`ratio health/bare  : ${(ratio * 100).toFixed(1)} %`);
