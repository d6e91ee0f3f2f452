import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, sessionRecordings } from '../../src/db/schema';
import { deleteExpiredRecordings } from '../../src/modules/recordings';
import { createTestClock } from '../billing/billing-test-app';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { batch, event, sendBatch, startRecording } from './recording-helpers';

// Staff review of recordings (docs/decisions/022-session-recording-privacy.md): admin-only,
// opening one is audited, and recordings go after the 30-day retention.

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock();
const BOSS = 'recordings-boss@example.com';
const { app, database, signIn, call } = await buildAdminTestApp({
  env: { ADMIN_EMAILS: BOSS },
  clock,
});
const boss = await signIn(BOSS);
const now = Date.now();

async function recordedPlayer() {
  const player = await signIn();
  const id = await startRecording(app, player.auth);
  for (const [index, page] of ['/dashboard', '/jokerwise-ai'].entries()) {
    const events = [event(now + index * 10_000, { page }), event(now + index * 10_000 + 4000)];
    expect((await sendBatch(app, player.auth, batch(id, events, page))).statusCode).toBe(200);
  }
  return { ...player, recordingId: id.split('.')[0] ?? '' };
}

describe('recordings for staff', () => {
  it('lists recordings to admins only', async () => {
    const player = await recordedPlayer();
    expect((await call(player.auth, 'GET', '/api/admin/session-recordings')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/admin/session-recordings')).statusCode).toBe(401);

    const list = await call(
      boss.auth,
      'GET',
      `/api/admin/session-recordings?userId=${player.userId}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      recordings: [
        {
          id: player.recordingId,
          userId: player.userId,
          plan: null,
          isAdmin: false,
          startedAt: expect.any(String),
          durationMs: 14_000,
          pages: ['/dashboard', '/jokerwise-ai'],
          eventCount: 4,
          storedBytes: expect.any(Number),
        },
      ],
      nextCursor: null,
    });
    // Identification never includes the e-mail or username.
    expect(list.body).not.toContain(player.email);
  });

  it('pages the list newest first, every recording once', async () => {
    await recordedPlayer();
    await recordedPlayer();
    const all = await call(boss.auth, 'GET', '/api/admin/session-recordings?limit=100');
    const expected = all.json<{ recordings: { id: string }[] }>().recordings.map((row) => row.id);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&before=${encodeURIComponent(cursor)}` : '';
      const answer = await call(boss.auth, 'GET', `/api/admin/session-recordings?limit=1${query}`);
      expect(answer.statusCode).toBe(200);
      const page = answer.json<{ recordings: { id: string }[]; nextCursor: string | null }>();
      seen.push(...page.recordings.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    for (const before of [
      '2026-13-45T00:00:00.000Z_x',
      `275760-09-13T00:00:00.000Z_${expected[0]}`,
    ]) {
      const refused = await call(
        boss.auth,
        'GET',
        `/api/admin/session-recordings?before=${encodeURIComponent(before)}`,
      );
      expect(refused.statusCode).toBe(400);
    }
  });

  it('returns the events in order for replay and audits the viewing', async () => {
    const player = await recordedPlayer();
    const url = `/api/admin/session-recordings/${player.recordingId}/events`;
    expect((await call(player.auth, 'GET', url)).statusCode).toBe(403);
    const replay = await call(boss.auth, 'GET', url);
    expect(replay.statusCode).toBe(200);
    const body = replay.json<{
      events: { timestamp: number; data: unknown }[];
      nextSeq: unknown;
    }>();
    expect(body.events.map((item) => item.timestamp)).toEqual([
      now,
      now + 4000,
      now + 10_000,
      now + 14_000,
    ]);
    expect(body.events[0]?.data).toEqual({ page: '/dashboard' });
    expect(body.nextSeq).toBeNull();
    const audit = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, player.userId));
    expect(audit).toMatchObject([
      { action: 'recording.view', actorId: boss.userId, targetType: 'user' },
    ]);
    const missing = await call(
      boss.auth,
      'GET',
      `/api/admin/session-recordings/${crypto.randomUUID()}/events`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes recordings 30 days after they started', async () => {
    const player = await recordedPlayer();
    const rows = () =>
      database.db
        .select({ id: sessionRecordings.id })
        .from(sessionRecordings)
        .where(eq(sessionRecordings.userId, player.userId));
    clock.advance(29 * DAY);
    await deleteExpiredRecordings({ db: database.db, now: clock });
    expect(await rows()).toHaveLength(1);
    clock.advance(DAY + 1000);
    await deleteExpiredRecordings({ db: database.db, now: clock });
    expect(await rows()).toEqual([]);
  });
});
