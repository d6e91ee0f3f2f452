import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../src/db/schema';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { TEST_LOCATION, TEST_TOKEN } from './crm-test-kit';
import type { RecordedRequest } from '../helpers/fake-http-server';
import { startFakeLeadConnector, type FakeReply } from './fake-leadconnector';

// /api/admin/ghl/* through the composed app, against the fake LeadConnector on loopback.

let reply: (request: RecordedRequest) => FakeReply = () => ({ kind: 'normal' });
const fake = await startFakeLeadConnector((request) => reply(request));
afterAll(() => fake.close());

const logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);
const BOSS = 'crm-boss@example.com';
const { database, signIn, call } = await buildAdminTestApp({
  env: {
    ADMIN_EMAILS: BOSS,
    GHL_API_TOKEN: TEST_TOKEN,
    GHL_LOCATION_ID: TEST_LOCATION,
    GHL_BASE_URL: fake.url,
  },
  logger,
  crm: { policy: { baseDelayMs: 10 }, timeoutMs: 2_000 },
});
const boss = await signIn(BOSS);
const answers: string[] = [];

async function admin(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await call(boss.auth, method, url, payload);
  answers.push(response.body);
  return response;
}

async function waitForIdle() {
  for (;;) {
    const status = (await admin('GET', '/api/admin/ghl/sync-status')).json<{
      status: { isSyncInProgress: boolean };
    }>();
    if (!status.status.isSyncInProgress) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('CRM admin routes', () => {
  it('tests the connection and shows presence flags, never the token', async () => {
    const tested = await admin('GET', '/api/admin/ghl/test-connection');
    expect(tested.json()).toEqual({ success: true, message: 'Connected to the CRM.', error: null });
    const details = (await admin('GET', '/api/admin/ghl/connection-details')).json();
    expect(details).toMatchObject({
      success: true,
      connection: { status: 'connected' },
      environment: { apiTokenPresent: true, locationIdPresent: true, nodeEnv: 'test' },
      configuration: { missingVars: [] },
    });
  });

  it('syncs one user, logs the call and records the action', async () => {
    const player = await signIn();
    const synced = await admin('POST', `/api/admin/ghl/sync-user/${player.userId}`);
    expect(synced.json()).toEqual({ success: true, message: 'User synced to the CRM.' });
    expect(fake.contacts.get(player.email)?.tags).toContain('jokerwise-status-inactive');
    const logs = (await admin('GET', '/api/admin/ghl/logs?limit=50&offset=0')).json<{
      logs: { method: string; endpoint: string; statusCode: number; success: boolean }[];
      summary: { totalCalls: number; failedCalls: number };
      history: { calls: number }[];
    }>();
    expect(logs.logs[0]).toMatchObject({
      method: 'POST',
      endpoint: '/contacts/upsert',
      success: true,
    });
    expect(logs.summary.totalCalls).toBeGreaterThanOrEqual(2);
    expect(logs.history).toHaveLength(7);
    expect(logs.history.at(-1)?.calls).toBe(logs.summary.totalCalls);
    const audit = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'crm.sync-user'));
    expect(audit[0]?.targetId).toBe(player.userId);
  });

  it('answers 404 for an unknown user and 400 for bad input', async () => {
    const missing = await admin(
      'POST',
      '/api/admin/ghl/sync-user/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/ghl/sync-user/not-an-id')).statusCode).toBe(400);
    const badStatus = await admin('POST', '/api/admin/ghl/sync-users-by-status', {
      status: 'gold',
    });
    expect(badStatus.statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/ghl/logs?limit=0')).statusCode).toBe(400);
  });

  it('runs a sync as a job, refuses a second one meanwhile, and keeps the result', async () => {
    await signIn();
    let hold = true;
    reply = () => (hold ? { kind: 'hang' } : { kind: 'normal' });
    const started = await admin('POST', '/api/admin/ghl/sync-all-users');
    expect(started.statusCode).toBe(202);
    const { totalUsers } = started.json<{ totalUsers: number }>();
    const second = await admin('POST', '/api/admin/ghl/sync-now');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'SYNC_IN_PROGRESS' } });
    const during = (await admin('GET', '/api/admin/ghl/sync-status')).json<{
      status: { isSyncInProgress: boolean; progress: { totalUsers: number } | null };
    }>();
    expect(during.status.isSyncInProgress).toBe(true);
    expect(during.status.progress?.totalUsers).toBe(totalUsers);
    hold = false;
    const done = await waitForIdle();
    expect(done).toMatchObject({
      status: { lastSync: { totalUsers, successCount: totalUsers, failedCount: 0 } },
    });
  });

  it('stores the scheduler state', async () => {
    const stopped = await admin('POST', '/api/admin/ghl/stop-scheduled-sync');
    expect(stopped.json()).toEqual({ success: true, message: 'Scheduled sync stopped.' });
    expect((await admin('POST', '/api/admin/ghl/stop-scheduled-sync')).json()).toEqual({
      success: true,
      message: 'Scheduled sync was already stopped.',
    });
    const off = (await admin('GET', '/api/admin/ghl/sync-status')).json();
    expect(off).toMatchObject({
      status: { isScheduledSyncRunning: false, timeUntilNextSync: null },
    });
    await admin('POST', '/api/admin/ghl/start-scheduled-sync');
    const on = (await admin('GET', '/api/admin/ghl/sync-status')).json<{
      status: { isScheduledSyncRunning: boolean; timeUntilNextSync: number };
    }>();
    expect(on.status.isScheduledSyncRunning).toBe(true);
    expect(on.status.timeUntilNextSync).toBeGreaterThanOrEqual(1);
    expect(on.status.timeUntilNextSync).toBeLessThanOrEqual(60);
  });

  it('never puts the token in an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [...answers, ...logLines]) expect(text).not.toContain(TEST_TOKEN);
  });
});
