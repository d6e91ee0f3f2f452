import { describe, expect, it } from 'vitest';
import { buildAdminTestApp } from '../admin/admin-test-app';

// The embedded default: nothing configured, the CRM is off and every answer says what is missing.

const BOSS = 'crm-off-boss@example.com';
const { signIn, call } = await buildAdminTestApp({ env: { ADMIN_EMAILS: BOSS } });
const boss = await signIn(BOSS);

describe('CRM with nothing configured', () => {
  it('reports itself off and lists the missing variables', async () => {
    const status = (await call(boss.auth, 'GET', '/api/admin/ghl/sync-status')).json();
    expect(status).toMatchObject({
      status: {
        configured: false,
        missingVars: ['GHL_API_TOKEN', 'GHL_LOCATION_ID'],
        isScheduledSyncRunning: false,
        timeUntilNextSync: null,
      },
    });
    const details = (await call(boss.auth, 'GET', '/api/admin/ghl/connection-details')).json();
    expect(details).toMatchObject({
      connection: { status: 'not configured', lastTested: null },
      environment: { apiTokenPresent: false, locationIdPresent: false },
      configuration: { missingVars: ['GHL_API_TOKEN', 'GHL_LOCATION_ID'] },
    });
    const tested = (await call(boss.auth, 'GET', '/api/admin/ghl/test-connection')).json();
    expect(tested).toEqual({
      success: false,
      message: 'The CRM is not configured.',
      error: 'Missing configuration: GHL_API_TOKEN, GHL_LOCATION_ID',
    });
  });

  it('refuses to start a sync (409) and logs no call', async () => {
    const player = await signIn();
    for (const url of [
      '/api/admin/ghl/sync-all-users',
      '/api/admin/ghl/sync-now',
      `/api/admin/ghl/sync-user/${player.userId}`,
    ]) {
      const refused = await call(boss.auth, 'POST', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'CRM_NOT_CONFIGURED' } });
    }
    const logs = (await call(boss.auth, 'GET', '/api/admin/ghl/logs')).json();
    expect(logs).toMatchObject({ logs: [], summary: { totalCalls: 0 } });
  });

  it('is admin-only', async () => {
    const player = await signIn();
    expect((await call(player.auth, 'GET', '/api/admin/ghl/sync-status')).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/api/admin/ghl/sync-all-users')).statusCode).toBe(401);
  });
});
