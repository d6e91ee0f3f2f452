import {
  COACH_HISTORY_LIMIT,
  coachChatResponseSchema,
  coachHistoryResponseSchema,
  type CoachChatResponse,
} from '@jokerwise/contracts';
import { addJoker, createRun, getTargetScore } from '@jokerwise/game';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachMessages } from '../../src/db/schema';
import { buildCoachTestApp, chat, parseEventStream, saveRun } from './coach-test-app';
import { uniqueEmail } from '../auth/auth-helpers';

// POST /api/coach/chat and the history with the built-in coach (the embedded default): who may
// ask, what is refused, the JSON and the server-sent-events answers, and what is stored.

const { app, database, signIn, subscriber } = await buildCoachTestApp();

const history = (auth: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/coach/history', headers: auth });

function runWithJoker() {
  const added = addJoker(createRun('Red Deck', 'White Stake'), {
    name: 'Joker',
    edition: null,
    stickers: [],
  });
  if (!added.ok) throw new Error(added.code);
  return added.value;
}

describe('coach chat access', () => {
  it('needs a signed-in subscriber', async () => {
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/coach/chat',
      payload: { message: 'Hi' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/coach/history' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/coach/history' })).statusCode).toBe(
      401,
    );

    const free = await signIn(uniqueEmail('free'));
    expect((await chat(app, free.auth, { message: 'Hi' })).json()).toMatchObject({
      error: { code: 'SUBSCRIPTION_REQUIRED' },
    });
    expect((await chat(app, free.auth, { message: 'Hi' })).statusCode).toBe(403);
    expect((await history(free.auth)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/coach/history', headers: free.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an empty, blank or too long message with a 400 naming the field', async () => {
    const { auth } = await subscriber('limits');
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      const response = await chat(app, auth, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: [{ path: 'body.message' }] },
      });
    }
    expect((await chat(app, auth, { message: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await chat(app, auth, { message: 'Hi', runId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it("answers 404 for a run id that is not the caller's run", async () => {
    const owner = await subscriber('owner');
    const saved = await saveRun(app, owner.auth, { state: runWithJoker(), hand: [] });
    const runId = saved.json<{ id: string }>().id;
    const other = await subscriber('other');

    const foreign = await chat(app, other.auth, { message: 'Hi', runId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'RUN_NOT_FOUND' } });
    const own = await chat(app, owner.auth, { message: 'Hi', runId });
    expect(own.statusCode).toBe(200);
    expect(
      (await chat(app, other.auth, { message: 'Hi', runId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });

  it('limits chat requests per user to 20 a minute', async () => {
    const first = await subscriber('busy');
    for (let i = 0; i < 20; i += 1) {
      expect((await chat(app, first.auth, { message: `Question ${i}` })).statusCode).toBe(200);
    }
    const limited = await chat(app, first.auth, { message: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another user on the same address is not held back.
    const second = await subscriber('calm');
    expect((await chat(app, second.auth, { message: 'Hi' })).statusCode).toBe(200);
  });
});

describe('coach chat answers', () => {
  it('answers as JSON with the built-in coach and stores both messages with the run id', async () => {
    const { auth, userId } = await subscriber('json');
    const saved = await saveRun(app, auth, {
      state: runWithJoker(),
      hand: [
        { rank: 'K', suit: 'spades' },
        { rank: 'K', suit: 'hearts' },
      ],
    });
    const runId = saved.json<{ id: string }>().id;

    const response = await chat(app, auth, { message: '  What is my best play?  ' });
    expect(response.statusCode).toBe(200);
    const body = coachChatResponseSchema.parse(response.json());
    expect(body.provider).toBe('builtin');
    expect(body.isError).toBe(false);
    expect(body.reply.length).toBeGreaterThan(0);
    expect(body.message).toMatchObject({ role: 'assistant', content: body.reply, isError: false });
    expect(body.userMessage).toMatchObject({ role: 'user', content: 'What is my best play?' });

    const rows = await database.db
      .select()
      .from(coachMessages)
      .where(and(eq(coachMessages.userId, userId), eq(coachMessages.runId, runId)));
    expect(rows.map((row) => [row.id, row.role, row.content]).sort()).toEqual(
      [
        [body.userMessage.id, 'user', 'What is my best play?'],
        [body.message.id, 'assistant', body.reply],
      ].sort(),
    );
  });

  it("answers a follow-up from the run's stored chat: the earlier ante, a new stake", async () => {
    const { auth } = await subscriber('follow-up');
    await saveRun(app, auth, { state: runWithJoker(), hand: [] });
    expect((await chat(app, auth, { message: 'What is the target at ante 5?' })).statusCode).toBe(
      200,
    );
    const followUp = coachChatResponseSchema.parse(
      (await chat(app, auth, { message: 'and on green stake?' })).json(),
    );
    const boss = getTargetScore({ ante: 5, blind: 'boss', stake: 'Green Stake', deck: 'Red Deck' });
    expect(followUp.reply).toContain('ante 5, Green Stake');
    expect(followUp.reply).toContain(boss.toLocaleString('en-US'));
    // A chat of its own: another user's questions never carry over.
    const other = await subscriber('no-follow-up');
    const alone = coachChatResponseSchema.parse(
      (await chat(app, other.auth, { message: 'and on green stake?' })).json(),
    );
    expect(alone.reply).not.toContain('ante 5');
  });

  it('streams server-sent events: deltas that add up to the reply, then done', async () => {
    const { auth } = await subscriber('sse');
    const response = await chat(
      app,
      auth,
      { message: 'How much interest do I earn?' },
      'text/event-stream',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['x-ratelimit-limit']).toBe('20');

    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    const last = events.at(-1);
    expect(deltas.length).toBeGreaterThan(1);
    expect(last?.event).toBe('done');
    const done = coachChatResponseSchema.parse(last?.data);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(done.reply);
    expect(events.filter((event) => event.event === 'done')).toHaveLength(1);

    const stored = coachHistoryResponseSchema.parse((await history(auth)).json());
    expect(stored.messages.map((m) => m.id)).toEqual([done.userMessage.id, done.message.id]);
  });

  it('keeps the history of the current run in order and clears it', async () => {
    const { auth } = await subscriber('history');
    expect((await history(auth)).json()).toEqual({ messages: [] });

    const before = await chat(app, auth, { message: 'First question' });
    expect(before.statusCode).toBe(200);
    // Saving a run starts the chat of that run; the earlier chat belonged to no saved run.
    await saveRun(app, auth, { state: runWithJoker(), hand: [] });
    const answers: CoachChatResponse[] = [];
    for (const message of ['What is the target?', 'What should I buy?']) {
      answers.push(coachChatResponseSchema.parse((await chat(app, auth, { message })).json()));
    }
    const listed = coachHistoryResponseSchema.parse((await history(auth)).json());
    expect(listed.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What is the target?'],
      ['assistant', answers[0]?.reply],
      ['user', 'What should I buy?'],
      ['assistant', answers[1]?.reply],
    ]);

    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/coach/history',
      headers: auth,
    });
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect((await history(auth)).json()).toEqual({ messages: [] });
  });

  it(`returns at most the last ${COACH_HISTORY_LIMIT} messages, oldest first`, async () => {
    const { auth, userId } = await subscriber('long');
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await database.db.insert(coachMessages).values(
      Array.from({ length: COACH_HISTORY_LIMIT + 10 }, (_, i) => ({
        userId,
        runId: null,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `message ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const listed = coachHistoryResponseSchema.parse((await history(auth)).json());
    expect(listed.messages).toHaveLength(COACH_HISTORY_LIMIT);
    expect(listed.messages[0]?.content).toBe('message 10');
    expect(listed.messages.at(-1)?.content).toBe(`message ${COACH_HISTORY_LIMIT + 9}`);
  });
});
