import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionRecordingChunks, sessionRecordings, users } from '../../src/db/schema';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { batch, event, sendBatch, startRecording } from './recording-helpers';

// POST /api/session-recording (docs/decisions/022-session-recording-privacy.md): batches are
// validated, bounded, tied to a recording the server issued to the caller, and stored
// compressed.

const { app, database, signIn, call } = await buildAdminTestApp();
const { db } = database;
const now = Date.now();

describe('session recording upload', () => {
  it('stores a batch compressed, with the page and counts on the recording', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    const sent = await sendBatch(
      app,
      player.auth,
      batch(id, [event(now, { marker: 'first-batch-marker' }), event(now + 1500)]),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ stored: 2 });

    const [recording] = await db
      .select()
      .from(sessionRecordings)
      .where(eq(sessionRecordings.userId, player.userId));
    expect(recording).toMatchObject({
      eventCount: 2,
      chunkCount: 1,
      pages: ['/jokerwise-ai'],
      firstEventAt: now,
      lastEventAt: now + 1500,
      isAdmin: false,
    });
    const chunks = await db.select().from(sessionRecordingChunks);
    const stored = chunks.find((chunk) => chunk.recordingId === recording?.id);
    expect(stored?.events.length).toBeGreaterThan(0);
    // Compressed: the JSON's text is not in the stored bytes.
    expect(stored?.events.toString('latin1')).not.toContain('first-batch-marker');
  });

  it.each([
    ['no events', (id: string) => ({ ...batch(id, [event(now)]), events: [] })],
    [
      'a batch size that does not match',
      (id: string) => ({
        ...batch(id, [event(now)]),
        metadata: { ...batch(id, [event(now)]).metadata, batchSize: 4 },
      }),
    ],
    ['an event type rrweb does not have', (id: string) => batch(id, [{ ...event(now), type: 9 }])],
    ['a timestamp that is not a clock', (id: string) => batch(id, [event(12)])],
    ['a page with a query string', (id: string) => batch(id, [event(now)], '/dashboard?token=x')],
    ['a staff page', (id: string) => batch(id, [event(now)], '/dev')],
    ['the checkout', (id: string) => batch(id, [event(now)], '/checkout/test/abc')],
    [
      'too many events',
      (id: string) =>
        batch(
          id,
          Array.from({ length: 501 }, () => event(now)),
        ),
    ],
  ])('refuses %s with 400', async (_label, build) => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    const answer = await sendBatch(app, player.auth, build(id));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('refuses a forged id and another user’s recording', async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = await startRecording(app, owner.auth);
    const [uuid] = id.split('.');
    const forged = await sendBatch(
      app,
      owner.auth,
      batch(`${uuid}.${'A'.repeat(43)}`, [event(now)]),
    );
    expect(forged.statusCode).toBe(404);
    const stolen = await sendBatch(app, other.auth, batch(id, [event(now)]));
    expect(stolen.statusCode).toBe(404);
    expect((await sendBatch(app, owner.auth, batch(id, [event(now)]))).statusCode).toBe(200);
  });

  it('refuses a body over the limit with 413', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    const big = event(now, { text: 'x'.repeat(600 * 1024) });
    const answer = await sendBatch(app, player.auth, batch(id, [big]));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('limits the batches per recording per minute', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    const codes: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      codes.push((await sendBatch(app, player.auth, batch(id, [event(now + index)]))).statusCode);
    }
    expect(codes.slice(0, 120).every((code) => code === 200)).toBe(true);
    expect(codes[120]).toBe(429);
    // Another recording of the same caller is counted apart.
    const second = await startRecording(app, player.auth);
    expect((await sendBatch(app, player.auth, batch(second, [event(now)]))).statusCode).toBe(200);
  });

  it('honours the opt-out: no new recording, the running one stops, old ones are deleted', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    expect((await sendBatch(app, player.auth, batch(id, [event(now)]))).statusCode).toBe(200);

    const put = await app.inject({
      method: 'PUT',
      url: '/api/session-recording/preference',
      headers: player.auth,
      payload: { optedOut: true },
    });
    expect(put.json()).toEqual({ optedOut: true });
    expect((await call(player.auth, 'GET', '/api/session-recording/preference')).json()).toEqual({
      optedOut: true,
    });
    const refused = await sendBatch(app, player.auth, batch(id, [event(now)]));
    // The recording was deleted with the opt-out, so the browser is told to stop.
    expect(refused.statusCode).toBe(404);
    const start = await call(player.auth, 'POST', '/api/session-recording/start');
    expect(start.json()).toEqual({ recording: false, reason: 'opted-out' });
    const left = await db
      .select()
      .from(sessionRecordings)
      .where(eq(sessionRecordings.userId, player.userId));
    expect(left).toEqual([]);
  });

  it('honours Do Not Track and Global Privacy Control', async () => {
    const player = await signIn();
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
      const start = await app.inject({
        method: 'POST',
        url: '/api/session-recording/start',
        headers: { ...player.auth, ...header },
      });
      expect(start.json()).toEqual({ recording: false, reason: 'do-not-track' });
    }
    const rows = await db
      .select()
      .from(sessionRecordings)
      .where(eq(sessionRecordings.userId, player.userId));
    expect(rows).toEqual([]);
  });

  it('deletes the recordings with the user', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    expect((await sendBatch(app, player.auth, batch(id, [event(now)]))).statusCode).toBe(200);
    await db.delete(users).where(eq(users.id, player.userId));
    const left = await db
      .select()
      .from(sessionRecordings)
      .where(eq(sessionRecordings.userId, player.userId));
    expect(left).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(undefined, 'POST', '/api/session-recording/start')).statusCode).toBe(401);
    expect((await sendBatch(app, { authorization: '' }, batch('x', [event(now)]))).statusCode).toBe(
      401,
    );
  });
});
