import type { SystemStatus } from '@jokerwise/contracts';
import type { AdminDeps } from './admin-deps';
import { hasActiveRun, timeRoundTrip } from './reconciliation.repository';

// The developer hub's System Status, measured when asked (docs/decisions/
// 016-staff-console-bootstrap-and-audit.md): no value of a secret, only whether it is set.

export const SYSTEM_PROBE_JOB = 'admin-system-probe';

/** This process's probe worker notes when it last ran a probe. */
export interface ProbeClock {
  lastRanAt: Date | null;
}

const CRM_VARIABLES = ['GHL_API_TOKEN', 'GHL_LOCATION_ID'] as const;

/** A check that does not answer within this time counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

async function measure<T>(work: () => Promise<T>): Promise<{ ok: boolean; ms: number | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([work(), timeout]);
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, ms: null };
  } finally {
    clearTimeout(timer);
  }
}

async function rateLimitStore(deps: AdminDeps): Promise<SystemStatus['rateLimitStore']> {
  if (!deps.redis) return 'memory';
  const redis = deps.redis;
  const { ok } = await measure(() => redis.ping());
  return ok ? 'redis-up' : 'redis-down';
}

export function paymentMode(config: AdminDeps['config']): 'test' | 'live' {
  if (config.PAYMENTS_PROVIDER === 'local') return 'test';
  return /^(sk|rk)_test_/.test(config.STRIPE_SECRET_KEY ?? '') ? 'test' : 'live';
}

export async function getSystemStatus(deps: AdminDeps, probe: ProbeClock): Promise<SystemStatus> {
  const [database, jobs, store, running] = await Promise.all([
    measure(() => timeRoundTrip(deps.db)),
    measure(() => deps.jobs.send(SYSTEM_PROBE_JOB, { at: deps.now().toISOString() })),
    rateLimitStore(deps),
    hasActiveRun(deps.db).catch(() => false),
  ]);
  const { config } = deps;
  const missing = CRM_VARIABLES.filter((name) => !config[name]);
  return {
    checkedAt: deps.now().toISOString(),
    server: {
      version: deps.version,
      uptimeSeconds: Math.max(0, Math.round((Date.now() - deps.startedAt) / 1000)),
      environment: config.NODE_ENV,
      nodeVersion: process.version,
    },
    database: {
      kind: deps.database.kind === 'pglite' ? 'embedded' : 'postgresql',
      up: database.ok,
      roundTripMs: database.ms,
    },
    jobs: {
      accepting: jobs.ok,
      roundTripMs: jobs.ms,
      workerLastRanAt: probe.lastRanAt?.toISOString() ?? null,
      activeReconciliation: running,
    },
    rateLimitStore: store,
    payments: { provider: config.PAYMENTS_PROVIDER, mode: paymentMode(config) },
    email: { transport: deps.emailTransport },
    ai: { provider: config.AI_PROVIDER },
    crm: { configured: missing.length === 0, missingVariables: [...missing] },
  };
}
