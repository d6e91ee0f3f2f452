import type {
  CrmConnectionDetails,
  CrmLastSync,
  CrmLogs,
  CrmLogsQuery,
  CrmSyncStatus,
} from '@jokerwise/contracts';
import {
  callHistory,
  isSchedulerRunning,
  listCalls,
  readConnectionTest,
  summariseCalls,
} from './crm-calls.repository';
import type { CrmDeps } from './crm-deps';
import {
  countSelected,
  findRunningRun,
  recentFinishedRuns,
  type CrmRunRow,
} from './crm-sync.repository';

// The dashboard's reads (docs/product/staff-console.md): status, connection details, the call log.

const RECENT_RUNS = 10;

function toLastSync(run: CrmRunRow): CrmLastSync {
  const finished = run.finishedAt ?? run.createdAt;
  return {
    timestamp: finished.toISOString(),
    totalUsers: run.totalUsers,
    successCount: run.successCount,
    failedCount: run.failedCount,
    skippedCount: run.skippedCount,
    duration: Math.max(0, finished.getTime() - run.createdAt.getTime()),
  };
}

/** docs/product/staff-console.md: the rounded percent of successes over users, 0 with no users. */
export function successRate(run: Pick<CrmLastSync, 'successCount' | 'totalUsers'>): number {
  return run.totalUsers === 0 ? 0 : Math.round((run.successCount / run.totalUsers) * 100);
}

export function minutesUntilNextHour(now: Date): number {
  const next = new Date(now);
  next.setUTCMinutes(60, 0, 0);
  return Math.ceil((next.getTime() - now.getTime()) / 60_000);
}

export async function getSyncStatus(deps: CrmDeps): Promise<CrmSyncStatus> {
  const now = deps.now();
  const running = await findRunningRun(deps.db);
  const scheduler = await isSchedulerRunning(deps.db);
  const runs = (await recentFinishedRuns(deps.db, RECENT_RUNS)).map(toLastSync);
  const dirtyUsers = await countSelected(deps.db, { kind: 'dirty' });
  const isScheduled = deps.settings.enabled && scheduler;
  const lastSync = runs[0] ?? null;
  const average =
    runs.length === 0
      ? 0
      : Math.round(runs.reduce((sum, run) => sum + successRate(run), 0) / runs.length);
  return {
    success: true,
    status: {
      configured: deps.settings.enabled,
      missingVars: deps.settings.missingVars,
      isScheduledSyncRunning: isScheduled,
      isSyncInProgress: running !== undefined,
      timeUntilNextSync: isScheduled ? minutesUntilNextHour(now) : null,
      progress: running
        ? {
            runId: running.id,
            kind: running.kind,
            processed: running.processed,
            totalUsers: running.totalUsers,
          }
        : null,
      dirtyUsers,
      statistics: {
        averageSuccessRate: average,
        lastSyncPerformance: lastSync ? lastSync.duration : null,
        uptime: Math.max(0, Math.round((now.getTime() - deps.startedAt) / 1000)),
      },
      lastSync,
      recentRuns: runs,
    },
  };
}

export async function getConnectionDetails(deps: CrmDeps): Promise<CrmConnectionDetails> {
  const test = await readConnectionTest(deps.db);
  const { settings } = deps;
  return {
    success: true,
    connection: {
      status: settings.enabled ? test.status : 'not configured',
      responseTime: test.responseTime,
      lastTested: test.lastTested ? test.lastTested.toISOString() : null,
    },
    environment: {
      apiTokenPresent: !settings.missingVars.includes('GHL_API_TOKEN'),
      locationIdPresent: !settings.missingVars.includes('GHL_LOCATION_ID'),
      nodeEnv: deps.nodeEnv,
    },
    configuration: { missingVars: settings.missingVars },
  };
}

export async function getLogs(deps: CrmDeps, query: CrmLogsQuery): Promise<CrmLogs> {
  const now = deps.now();
  const rows = await listCalls(deps.db, query.limit, query.offset);
  return {
    success: true,
    logs: rows.map((row) => ({
      id: row.id,
      method: row.method,
      endpoint: row.endpoint,
      statusCode: row.statusCode,
      success: row.success,
      durationMs: row.durationMs,
      createdAt: row.createdAt.toISOString(),
    })),
    summary: await summariseCalls(deps.db, now),
    history: await callHistory(deps.db, now),
  };
}
