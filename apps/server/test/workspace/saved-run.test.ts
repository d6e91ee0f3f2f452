import { createRun, addJoker, type RunState } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { uniqueEmail } from '../auth/auth-helpers';

// docs/product/workspace.md: the run is saved per user, a second device sees it, a stale save is
// refused with the newer run, and a bad document never replaces a good one.

const { app, signIn } = await buildBillingTestApp();

async function subscriber(label: string) {
  const { auth } = await signIn(uniqueEmail(label));
  await subscribe(app, auth);
  return auth;
}

function playingRun(): RunState {
  const run = createRun('Red Deck', 'White Stake');
  const added = addJoker(run, { name: 'Joker', edition: null, stickers: [] });
  if (!added.ok) throw new Error(added.code);
  return added.value;
}

const document = (state: RunState) => ({ state, hand: [{ rank: 'A', suit: 'spades' }] });

const get = (auth: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/runs/current', headers: auth });
const put = (auth: { authorization: string }, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/runs/current', headers: auth, payload });

describe('saved workspace run', () => {
  it('is null before the first save, then returns what was saved', async () => {
    const auth = await subscriber('first');
    expect((await get(auth)).json()).toEqual({ run: null });

    const saved = await put(auth, { baseRevision: 0, document: document(playingRun()) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, document: document(playingRun()) });

    const again = (await get(auth)).json<{ run: { revision: number; document: unknown } }>();
    expect(again.run.revision).toBe(1);
    expect(again.run.document).toEqual(document(playingRun()));
  });

  it('refuses a save based on an older revision and answers with the newer run', async () => {
    const auth = await subscriber('conflict');
    const first = await put(auth, { baseRevision: 0, document: document(playingRun()) });
    const newer = { ...playingRun(), money: 42 };
    expect((await put(auth, { baseRevision: 1, document: document(newer) })).statusCode).toBe(200);

    const stale = await put(auth, {
      baseRevision: first.json<{ revision: number }>().revision,
      document: document(playingRun()),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'RUN_CONFLICT', message: 'This run was updated on another device.' },
      run: { revision: 2, document: { state: { money: 42 } } },
    });
    // A second "first save" from another device is a conflict too, not a second run.
    expect(
      (await put(auth, { baseRevision: 0, document: document(playingRun()) })).statusCode,
    ).toBe(409);
  });

  it('lets exactly one of two saves on the same revision win', async () => {
    const auth = await subscriber('race');
    await put(auth, { baseRevision: 0, document: document(playingRun()) });
    const results = await Promise.all(
      [10, 20].map((money) =>
        put(auth, { baseRevision: 1, document: document({ ...playingRun(), money }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejects a malformed run with a 400 naming the field and keeps the stored run', async () => {
    const auth = await subscriber('bad');
    await put(auth, { baseRevision: 0, document: document(playingRun()) });
    const cases: [unknown, string][] = [
      [
        { ...playingRun(), jokers: [{ name: 'Jokr', edition: null, stickers: [] }] },
        'body.document.state.jokers.0.name',
      ],
      [{ ...playingRun(), ante: -1 }, 'body.document.state.ante'],
      [{ ...playingRun(), money: 1.5 }, 'body.document.state.money'],
      [
        {
          ...playingRun(),
          tracker: {
            ...playingRun().tracker,
            handLevels: { ...playingRun().tracker.handLevels, Flush: 51 },
          },
        },
        'body.document.state.tracker.handLevels.Flush',
      ],
    ];
    for (const [state, path] of cases) {
      const response = await put(auth, { baseRevision: 1, document: { state, hand: [] } });
      expect(response.statusCode).toBe(400);
      const fields = response.json<{ error: { fields: { path: string }[] } }>().error.fields;
      expect(fields.map((field) => field.path)).toContain(path);
    }
    const stored = (await get(auth)).json<{ run: { revision: number; document: unknown } }>();
    expect(stored.run).toMatchObject({ revision: 1, document: document(playingRun()) });
  });

  it('keeps each user to their own run', async () => {
    const alice = await subscriber('alice');
    const bob = await subscriber('bob');
    await put(alice, { baseRevision: 0, document: document({ ...playingRun(), money: 77 }) });
    expect((await get(bob)).json()).toEqual({ run: null });
  });

  it('needs a subscription: 401 signed out, 403 without access', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/runs/current' })).statusCode).toBe(401);
    const { auth } = await signIn(uniqueEmail('free'));
    expect((await get(auth)).statusCode).toBe(403);
    expect(
      (await put(auth, { baseRevision: 0, document: document(playingRun()) })).statusCode,
    ).toBe(403);
  });
});
