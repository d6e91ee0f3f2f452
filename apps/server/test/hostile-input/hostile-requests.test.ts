import {
  MAX_CALCULATOR_HAND,
  MAX_SCENARIO_JOKERS,
  errorBodySchema,
  scoreResultSchema,
} from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { uniqueEmail } from '../auth/auth-helpers';

// Hostile input (docs/architecture.md#security-baseline): no input gives a 5xx. A value past a bound is a 400 naming
// the field; a score past the double range is reported as the game shows it, "naneinf".

const { app, signIn } = await buildBillingTestApp();
const { auth } = await signIn(uniqueEmail('hostile'));
await subscribe(app, auth);

const aceOfSpades = { rank: 'A', suit: 'spades' } as const;
const pairOfKings = {
  version: 1,
  played: [
    { rank: 'K', suit: 'spades' },
    { rank: 'K', suit: 'hearts' },
  ],
};
const fiveCards = ['2', '5', '7', '9', 'J'].map((rank) => ({ rank, suit: 'clubs' }));
const cardsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => fiveCards[i % fiveCards.length]);
const jokers = (count: number) => Array.from({ length: count }, () => ({ name: 'Joker' }));

const post = (path: 'score' | 'best-play', payload: object, query = '') =>
  app.inject({ method: 'POST', url: `/api/calculator/${path}${query}`, payload });

function expectFieldError(response: { statusCode: number; json: () => unknown }, path: string) {
  expect(response.statusCode).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.fields?.map((field) => field.path)).toContain(path);
}

describe('hostile calculator requests', () => {
  it('refuses NUL characters in names and numbers with a 400', async () => {
    expectFieldError(
      await post('score', { ...pairOfKings, jokers: [{ name: 'Blue\u0000print' }] }),
      'body.jokers.0.name',
    );
    expectFieldError(
      await post('score', { ...pairOfKings, played: [{ rank: 'K\u0000', suit: 'spades' }] }),
      'body.played.0.rank',
    );
    expectFieldError(await post('score', pairOfKings, '?ante=%00'), 'querystring.ante');
  });

  it('refuses a name that is not text, even one whose toString cannot run, with a 400', async () => {
    const response = await post('score', {
      ...pairOfKings,
      jokers: [{ name: [{ toString: false }] }],
    });
    expectFieldError(response, 'body.jokers.0.name');
    expect(errorBodySchema.parse(response.json()).error.message).toContain(
      'Unknown Joker (a list, not a name)',
    );
  });

  it('ignores a NUL in an unknown field', async () => {
    const response = await post('score', { ...pairOfKings, 'no\u0000te': 'a\u0000b' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hand: 'Pair', score: 60 });
  });

  it.each([
    ['held', 'score', { ...pairOfKings, held: cardsOf(MAX_CALCULATOR_HAND + 1) }],
    ['played', 'score', { version: 1, played: cardsOf(6) }],
    ['jokers', 'score', { ...pairOfKings, jokers: jokers(MAX_SCENARIO_JOKERS + 1) }],
    ['held', 'best-play', { version: 1, played: [], held: cardsOf(MAX_CALCULATOR_HAND + 1) }],
    [
      'jokers',
      'best-play',
      { version: 1, played: [], held: cardsOf(8), jokers: jokers(MAX_SCENARIO_JOKERS + 1) },
    ],
    ['consumables', 'score', { ...pairOfKings, consumables: Array(41).fill('Pluto') }],
    ['vouchers', 'score', { ...pairOfKings, vouchers: Array(100).fill('Observatory') }],
  ] as const)(
    'refuses an oversized %s array (%s) with a 400 naming it',
    async (field, path, body) => {
      expectFieldError(await post(path, body), `body.${field}`);
    },
  );

  it.each([
    ['played.0.extraChips', { played: [{ ...aceOfSpades, extraChips: 2 ** 31 }] }],
    ['money', { money: 1e300 }],
    ['handLevels.Pair', { handLevels: { Pair: 2 ** 53 } }],
    ['handsLeft', { handsLeft: 2 ** 31 }],
    ['jokers.0.state.count', { jokers: [{ name: 'Loyalty Card', state: { count: 2 ** 31 } }] }],
    ['jokers.0.state.chips', { jokers: [{ name: 'Castle', state: { chips: -1 } }] }],
  ])('refuses an out-of-range number at %s with a 400', async (field, fields) => {
    expectFieldError(await post('score', { ...pairOfKings, ...fields }), `body.${field}`);
  });

  it('reports a score past the double range as "naneinf": Hologram at X1e308', async () => {
    const response = await post('score', {
      version: 1,
      played: [aceOfSpades],
      jokers: [{ name: 'Hologram', state: { xmult: 1e308 } }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ chips: 16, mult: 1e308, score: 'naneinf' });
    // Clients read it back through the contract as overflow (Infinity).
    expect(scoreResultSchema.parse(response.json()).score).toBe(Infinity);
  });

  it('reports mult past the range as "naneinf" in the result and the log: two Holograms at X1e200', async () => {
    const twoHolograms = [
      { name: 'Hologram', state: { xmult: 1e200 } },
      { name: 'Hologram', state: { xmult: 1e200 } },
    ];
    const scored = await post('score', { version: 1, played: [aceOfSpades], jokers: twoHolograms });
    expect(scored.statusCode).toBe(200);
    const result = scored.json<{ mult: unknown; score: unknown; log: { mult: unknown }[] }>();
    expect(result).toMatchObject({ mult: 'naneinf', score: 'naneinf' });
    expect(result.log.at(-1)).toMatchObject({ source: 'Hologram', value: 1e200, mult: 'naneinf' });

    const best = await post('best-play', {
      version: 1,
      played: [],
      held: [aceOfSpades, { rank: '2', suit: 'hearts' }],
      jokers: twoHolograms,
    });
    expect(best.statusCode).toBe(200);
    expect(best.json()).toMatchObject({ best: { result: { score: 'naneinf' } }, isComplete: true });
  });
});

describe('hostile saves of the workspace run', () => {
  const document = () => ({ state: createRun('Red Deck', 'White Stake'), hand: [aceOfSpades] });
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/runs/current', headers: auth, payload });

  it.each([2 ** 31, 2 ** 53, 1e300])(
    'refuses baseRevision %d (past the revision column) with a 400',
    async (baseRevision) => {
      expectFieldError(await put({ baseRevision, document: document() }), 'body.baseRevision');
    },
  );

  it('refuses NUL characters in names and ignores them in unknown fields', async () => {
    const bad = { ...document(), state: { ...document().state, deck: 'Red\u0000Deck' } };
    expectFieldError(await put({ baseRevision: 0, document: bad }), 'body.document.state.deck');
    const saved = await put({
      baseRevision: 0,
      document: { ...document(), 'x\u0000': 'y\u0000' },
    });
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(saved.json())).not.toContain('\\u0000');
  });

  it('refuses more cards in hand than the calculator holds', async () => {
    const hand = cardsOf(MAX_CALCULATOR_HAND + 1);
    expectFieldError(
      await put({ baseRevision: 1, document: { ...document(), hand } }),
      'body.document.hand',
    );
  });
});
