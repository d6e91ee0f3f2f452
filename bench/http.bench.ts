// HTTP throughput side by side, one run, loopback only, bounded duration (docs/architecture.md,
// budgets): a bare Fastify route against the product's hottest routes, each server in a process
// of its own and the load generator in this one. The product runs with its default logging and
// a real signed-in session; the embedded database always, PostgreSQL too when DATABASE_URL is
// set. `npm run bench`; BENCH_DURATION and BENCH_CONNECTIONS override the defaults.
import autocannon from 'autocannon';
import { startProcess, startProduct, signIn, type BenchServer } from './bench-server';
import { HELD } from './held-cards';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
  token?: string;
}

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(base: string, target: Target): Promise<Figure> {
  const options = {
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    method: target.method ?? 'GET',
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const scenario = {
  version: 1,
  luck: 'average',
  played: [],
  held: HELD,
  jokers: [{ name: 'Joker' }, { name: 'Lusty Joker' }, { name: 'Blueprint' }, { name: 'Baron' }],
};

function row(name: string, figure: Figure, reference: Figure): string {
  const ratio = ((figure.rps / reference.rps) * 100).toFixed(1);
  return `  ${name.padEnd(32)} ${figure.rps.toFixed(0).padStart(7)} req/s  p99 ${String(figure.p99).padStart(4)} ms  ${ratio.padStart(6)} % of bare  errors ${figure.errors}`;
}

async function benchProduct(label: string, product: BenchServer, bare: Figure) {
  const idle = product.memory();
  const token = await signIn(product.url, `bench-${Date.now()}@example.com`);
  const targets: Target[] = [
    { name: 'GET /api/me (signed in)', path: '/api/me', token },
    {
      name: 'POST /api/calculator/score',
      path: '/api/calculator/score',
      method: 'POST',
      body: { ...scenario, played: HELD.slice(0, 5), held: HELD.slice(5) },
    },
    {
      name: 'POST /api/calculator/best-play',
      path: '/api/calculator/best-play',
      method: 'POST',
      body: scenario,
    },
  ];
  console.log(`\n${label}`);
  for (const target of targets)
    console.log(row(target.name, await measure(product.url, target), bare));
  const loaded = product.memory();
  console.log(
    `  resident memory: ${idle.rssMb} MB idle after start, ${loaded.peakMb} MB peak under load`,
  );
}

const bareServer = await startProcess('bench/bare-server.ts', {}, /listening at (http:\/\/\S+)/);
const bare = await measure(bareServer.url, { name: 'bare', path: '/bare' });
console.log(`${CONNECTIONS} connections, ${DURATION_S} s per route, ${new Date().toISOString()}`);
console.log(row('bare Fastify route', bare, bare));

const embedded = await startProduct();
await benchProduct('embedded database (PGlite)', embedded, bare);
await embedded.stop();

if (process.env.DATABASE_URL) {
  const postgres = await startProduct(process.env.DATABASE_URL);
  await benchProduct('PostgreSQL', postgres, bare);
  await postgres.stop();
}
await bareServer.stop();
