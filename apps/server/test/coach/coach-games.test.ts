import { randomUUID } from 'node:crypto';
import { coachHistoryResponseSchema } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { buildCoachTestApp, chat, saveRun } from './coach-test-app';

// One chat per game of the run. New Game (a new gameId in the saved document)
// starts a fresh chat; the old game's conversation stays stored with it, not carried over.

const { app, subscriber } = await buildCoachTestApp();

type Auth = { authorization: string };

const contents = async (auth: Auth, gameId?: string) => {
  const url = gameId ? `/api/coach/history?gameId=${gameId}` : '/api/coach/history';
  const response = await app.inject({ method: 'GET', url, headers: auth });
  return coachHistoryResponseSchema.parse(response.json()).messages.map((m) => m.content);
};

function saveNewGame(auth: Auth, baseRevision: number, gameId: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/runs/current',
    headers: auth,
    payload: {
      baseRevision,
      document: { state: createRun('Blue Deck', 'Red Stake'), hand: [], gameId },
    },
  });
}

describe('one chat per game', () => {
  it('starts a fresh chat on a new game and keeps the old game’s chat with it', async () => {
    const { auth } = await subscriber('games');
    const firstGame = randomUUID();
    const saved = await saveRun(app, auth, {
      state: createRun('Red Deck', 'White Stake'),
      hand: [],
      gameId: firstGame,
    });
    expect(saved.statusCode).toBe(200);
    expect((await chat(app, auth, { message: 'What is the target?' })).statusCode).toBe(200);
    expect(await contents(auth)).toContain('What is the target?');

    const secondGame = randomUUID();
    expect((await saveNewGame(auth, 1, secondGame)).statusCode).toBe(200);
    expect(await contents(auth)).toEqual([]);
    expect(await contents(auth, firstGame)).toContain('What is the target?');

    await chat(app, auth, { message: 'What should I buy?' });
    expect(await contents(auth, secondGame)).toContain('What should I buy?');
    expect(await contents(auth, firstGame)).not.toContain('What should I buy?');
  });

  it('files a question under the game the workspace names before its save lands', async () => {
    const { auth } = await subscriber('unsaved-game');
    await saveRun(app, auth, { state: createRun('Red Deck', 'White Stake'), hand: [] });
    const newGame = randomUUID();
    await chat(app, auth, { message: 'Hello new game', gameId: newGame });
    expect(await contents(auth)).toEqual([]);
    expect(await contents(auth, newGame)).toContain('Hello new game');

    const cleared = await app.inject({
      method: 'DELETE',
      url: `/api/coach/history?gameId=${newGame}`,
      headers: auth,
    });
    expect(cleared.statusCode).toBe(204);
    expect(await contents(auth, newGame)).toEqual([]);
  });

  it('refuses a game id that is not a UUID with a 400 naming it', async () => {
    const { auth } = await subscriber('bad-game');
    const response = await app.inject({
      method: 'GET',
      url: '/api/coach/history?gameId=nope',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [{ path: 'querystring.gameId' }] },
    });
  });
});
