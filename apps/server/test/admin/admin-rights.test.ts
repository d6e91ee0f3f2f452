import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../src/db/schema';
import { subscribe } from '../helpers/subscriber';
import { buildAdminTestApp } from './admin-test-app';
import { uniqueEmail } from '../auth/auth-helpers';

// Admin rights with ADMIN_EMAILS configured (docs/decisions/016-staff-console-bootstrap-and-
// audit.md): configured admins bootstrap the console, the bootstrap is closed, grants and
// revocations take effect on the next request and land in the append-only audit trail.

const BOSS = 'boss@example.com';
const { app, database, signIn, call } = await buildAdminTestApp({
  env: {
    ADMIN_EMAILS: `${BOSS.toUpperCase()}, other-configured@example.com`,
    GHL_API_TOKEN: 'ghl-secret-token-value-1234',
    STRIPE_SECRET_KEY: 'sk_test_never_shown_1234',
    PAYMENTS_PROVIDER: 'local',
  },
});
const boss = await signIn(BOSS);

describe('admin rights', () => {
  it('keeps the bootstrap closed when ADMIN_EMAILS names the admins', async () => {
    const player = await signIn();
    const answer = await call(player.auth, 'POST', '/api/admin/bootstrap-admin');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: { code: 'BOOTSTRAP_CLOSED' } });
    expect((await call(boss.auth, 'GET', '/api/admin/check-admin')).json()).toEqual({
      isAdmin: true,
    });
  });

  it('grants and revokes admin rights, effective on the next request and recorded', async () => {
    const player = await signIn();
    expect((await call(player.auth, 'GET', '/api/admin/audit')).statusCode).toBe(403);

    const granted = await call(boss.auth, 'POST', `/api/admin/users/${player.userId}/admin`, {
      isAdmin: true,
      // Unknown fields are stripped, never assigned.
      email: 'hijack@example.com',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      changed: true,
      user: {
        id: player.userId,
        email: player.email,
        username: null,
        isAdmin: true,
        source: 'granted',
      },
    });
    expect((await call(player.auth, 'GET', '/api/admin/audit')).statusCode).toBe(200);

    const again = await call(boss.auth, 'POST', `/api/admin/users/${player.userId}/admin`, {
      isAdmin: true,
    });
    expect(again.json()).toMatchObject({ changed: false });

    const revoked = await call(boss.auth, 'POST', `/api/admin/users/${player.userId}/admin`, {
      isAdmin: false,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await call(player.auth, 'GET', '/api/admin/audit')).statusCode).toBe(403);

    const page = await call(boss.auth, 'GET', `/api/admin/audit?targetId=${player.userId}`);
    const entries = page.json<{ entries: Record<string, unknown>[] }>().entries;
    expect(entries.map((entry) => entry.action)).toEqual(['admin.revoke', 'admin.grant']);
    expect(entries[1]).toMatchObject({
      actorId: boss.userId,
      actorEmail: BOSS,
      targetType: 'user',
      targetLabel: player.email,
      oldValue: { isAdmin: false },
      newValue: { isAdmin: true },
      requestId: granted.headers['x-request-id'],
    });
  });

  it('refuses to revoke an admin named in ADMIN_EMAILS', async () => {
    const answer = await call(boss.auth, 'POST', `/api/admin/users/${boss.userId}/admin`, {
      isAdmin: false,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: { code: 'ADMIN_CONFIGURED' } });
  });

  it('answers 400 for a malformed id or body and 404 for an unknown user', async () => {
    const url = (id: string) => `/api/admin/users/${id}/admin`;
    expect((await call(boss.auth, 'POST', url('not-a-uuid'), { isAdmin: true })).statusCode).toBe(
      400,
    );
    const player = await signIn();
    expect((await call(boss.auth, 'POST', url(player.userId), { isAdmin: 'yes' })).statusCode).toBe(
      400,
    );
    const unknown = await call(boss.auth, 'POST', url('00000000-0000-4000-8000-000000000000'), {
      isAdmin: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the admins and why each is one', async () => {
    const answer = await call(boss.auth, 'GET', '/api/admin/admins');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ admins: unknown[] }>().admins).toContainEqual({
      id: boss.userId,
      email: BOSS,
      username: null,
      isAdmin: true,
      source: 'configured',
    });
  });

  it('answers 403 to a subscriber on every admin route', async () => {
    const subscriber = await signIn(uniqueEmail('sub'));
    await subscribe(app, subscriber.auth);
    for (const [method, url] of [
      ['GET', '/api/admin/admins'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/system-status'],
      ['POST', `/api/admin/users/${subscriber.userId}/admin`],
    ] as const) {
      const answer = await call(subscriber.auth, method, url, { isAdmin: true });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('audit trail', () => {
  it('pages newest first without skipping or repeating an entry', async () => {
    const player = await signIn();
    for (const isAdmin of [true, false, true, false, true]) {
      const answer = await call(boss.auth, 'POST', `/api/admin/users/${player.userId}/admin`, {
        isAdmin,
      });
      expect(answer.statusCode).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/audit?limit=2&targetId=${player.userId}${cursor ? `&before=${cursor}` : ''}`;
      const page = (await call(boss.auth, 'GET', query)).json<{
        entries: { id: string; action: string }[];
        nextCursor: string | null;
      }>();
      seen.push(...page.entries.map((entry) => entry.action));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'admin.grant',
      'admin.revoke',
      'admin.grant',
      'admin.revoke',
      'admin.grant',
    ]);
    expect((await call(boss.auth, 'GET', '/api/admin/audit?before=0x12')).statusCode).toBe(400);
    expect((await call(boss.auth, 'GET', '/api/admin/audit?limit=1000')).statusCode).toBe(400);
  });

  it('is append-only: the database refuses updates and deletes', async () => {
    await expect(database.db.update(adminAudit).set({ action: 'admin.grant' })).rejects.toThrow();
    await expect(database.db.delete(adminAudit)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate admin_audit`)).rejects.toThrow();
  });
});

describe('system status', () => {
  it('reports the live system and names missing variables without any secret value', async () => {
    const answer = await call(boss.auth, 'GET', '/api/admin/system-status');
    expect(answer.statusCode).toBe(200);
    const status = answer.json();
    expect(status).toMatchObject({
      server: { version: expect.any(String), environment: 'test' },
      database: { kind: database.kind === 'pglite' ? 'embedded' : 'postgresql', up: true },
      jobs: { accepting: true },
      rateLimitStore: 'memory',
      payments: { provider: 'local', mode: 'test' },
      email: { transport: 'outbox' },
      ai: { provider: 'builtin' },
      crm: { configured: false, missingVariables: ['GHL_LOCATION_ID'] },
    });
    expect(status.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(answer.body).not.toContain('ghl-secret-token-value');
    expect(answer.body).not.toContain('sk_test_never_shown');
  });
});
