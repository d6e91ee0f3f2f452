import {
  bestPlayResultSchema,
  errorBodySchema,
  runConflictBodySchema,
  savedRunSchema,
  scoreResultSchema,
} from '@jokerwise/contracts';
import {
  JOKER_EDITIONS,
  JOKER_NAMES,
  PLANET_NAMES,
  POKER_HAND_NAMES,
  RANKS,
  SUITS,
  VOUCHER_NAMES,
  createRun,
} from '@jokerwise/game';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { uniqueEmail } from '../auth/auth-helpers';

// Hostile input (docs/architecture.md#security-baseline): generated requests, a mix of sound scenarios and hostile
// values in every field (NUL characters, numbers past 2^31 and the double range, wrong types,
// oversized arrays, broken JSON), must never get a 5xx. Every answer matches its schema: a
// 200 the endpoint's, a 4xx the error envelope.

const RUNS = 150;
const { app, signIn } = await buildBillingTestApp();
const { auth } = await signIn(uniqueEmail('property'));
await subscribe(app, auth);

/** Each request from its own address, so the per-address rate limits never answer instead. */
let requests = 0;
function nextAddress(): string {
  requests += 1;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
}

const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e200, 1e308, -1e308, -0, 0.5, -1),
  fc.constant(Number.MAX_VALUE),
  // NaN and ±Infinity are sent as null: JSON has no spelling for them.
  fc.double(),
  fc.integer(),
);
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u0000', 'Joker\u0000', 'naneinf', 'Infinity', 'x'.repeat(2000)),
);
/** Field names: any text, now and then one the JSON parser refuses to build an object with. */
const hostileKey = fc.oneof(
  { weight: 19, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '\u0000') },
);
const hostileScalar = fc.oneof(hostileNumber, hostileString, fc.boolean(), fc.constant(null));
const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('hostile'), { maxLength: 8 }),
    fc.dictionary(hostileKey, tie('hostile'), { maxKeys: 4 }),
  ),
}));

/**
 * A sound value most of the time, a hostile one otherwise: about half the requests are sound
 * enough to reach the engine, the rest hit a bound or a name check.
 */
const sometimes = <T>(sound: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 24, arbitrary: sound }, { weight: 1, arbitrary: hostile });
/** The same inside cards and Jokers, of which a request carries dozens. */
const rarely = <T>(sound: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 300, arbitrary: sound }, { weight: 1, arbitrary: hostile });

const card = fc.record(
  {
    rank: rarely(fc.constantFrom(...RANKS)),
    suit: rarely(fc.constantFrom(...SUITS)),
    enhancement: rarely(fc.constantFrom('glass', 'steel', 'mult', 'lucky', 'stone', 'wild')),
    edition: rarely(fc.constantFrom('foil', 'holographic', 'polychrome')),
    seal: rarely(fc.constantFrom('red', 'gold')),
    extraChips: rarely(fc.nat(100)),
  },
  { requiredKeys: ['rank', 'suit'] },
);
const jokerValue = fc.oneof(fc.constantFrom(0, 1, 1.5, 1e200, 1e308), fc.double({ min: 0 }));
const joker = fc.record(
  {
    name: rarely(fc.constantFrom(...JOKER_NAMES)),
    edition: rarely(fc.constantFrom(...JOKER_EDITIONS)),
    sellValue: rarely(fc.nat(20)),
    state: rarely(
      fc.record(
        { chips: jokerValue, mult: jokerValue, xmult: jokerValue, count: rarely(fc.nat(5)) },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: ['name'] },
);
const handCounts = (min: number) =>
  fc.dictionary(fc.constantFrom(...POKER_HAND_NAMES), rarely(fc.integer({ min, max: 1000 })));

const scenarioFields = {
  version: sometimes(fc.constant(1)),
  blind: sometimes(fc.constantFrom('Small Blind', 'The Flint', 'The Psychic', 'The Eye')),
  luck: sometimes(fc.constantFrom('none', 'average', 'all')),
  handLevels: sometimes(handCounts(1)),
  handsPlayed: sometimes(handCounts(0)),
  money: sometimes(fc.integer({ min: -20, max: 1000 })),
  handsLeft: sometimes(fc.integer({ min: 1, max: 4 })),
  vouchers: sometimes(fc.array(fc.constantFrom(...VOUCHER_NAMES), { maxLength: 40 })),
  consumables: sometimes(fc.array(fc.constantFrom(...PLANET_NAMES), { maxLength: 45 })),
  jokers: sometimes(fc.array(joker, { maxLength: 45 })),
  extra: hostile,
};
const scoreBody = fc.record(
  {
    ...scenarioFields,
    played: sometimes(fc.array(card, { minLength: 1, maxLength: 6 })),
    held: sometimes(fc.array(card, { maxLength: 18 })),
  },
  { requiredKeys: ['version', 'played', 'held', 'jokers'] },
);
const bestPlayBody = fc.record(
  {
    ...scenarioFields,
    played: sometimes(fc.constant([])),
    held: fc.array(card, { maxLength: 18 }),
  },
  { requiredKeys: ['version', 'played', 'held', 'jokers'] },
);
/** Now and then a body that is not even JSON (NUL bytes, truncation). */
const body = <T>(sound: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 9, arbitrary: sound.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  );
const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 100 }).map((ante) => `?ante=${ante}`) },
  {
    weight: 1,
    arbitrary: hostileScalar.map((ante) => `?ante=${encodeURIComponent(String(ante))}`),
  },
);

/**
 * The status is never a 5xx, and the body matches what that status promises; a 200's body is
 * returned as the schema reads it.
 */
async function expectSound<Ok>(
  request: { method: 'POST' | 'PUT'; url: string; payload: string },
  ok: z.ZodType<Ok>,
): Promise<Ok | undefined> {
  const response = await app.inject({
    ...request,
    headers: { ...auth, 'content-type': 'application/json' },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
  if (response.statusCode === 200) return ok.parse(response.json());
  const error = response.statusCode === 409 ? runConflictBodySchema : errorBodySchema;
  expect(error.safeParse(response.json()).success, response.body.slice(0, 500)).toBe(true);
  return undefined;
}

describe('hostile requests never get a 5xx', () => {
  it('POST /api/calculator/score', async () => {
    await fc.assert(
      fc.asyncProperty(body(scoreBody), query, async (payload, search) => {
        await expectSound(
          { method: 'POST', url: `/api/calculator/score${search}`, payload },
          scoreResultSchema,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/calculator/best-play', async () => {
    await fc.assert(
      fc.asyncProperty(body(bestPlayBody), query, async (payload, search) => {
        await expectSound(
          { method: 'POST', url: `/api/calculator/best-play${search}`, payload },
          bestPlayResultSchema,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/runs/current', async () => {
    const run = createRun('Red Deck', 'White Stake');
    const state = fc.record({
      ...Object.fromEntries(Object.entries(run).map(([key, value]) => [key, fc.constant(value)])),
      money: sometimes(fc.integer({ min: -20, max: 1000 })),
      ante: sometimes(fc.integer({ min: 0, max: 100 })),
      jokers: sometimes(
        fc.array(
          fc.record({
            name: sometimes(fc.constantFrom(...JOKER_NAMES)),
            edition: fc.constant(null),
            stickers: sometimes(fc.constant([])),
          }),
          { maxLength: 110 },
        ),
      ),
      currentScore: sometimes(fc.double({ min: 0, max: 1e308 })),
    });
    const save = fc.record(
      {
        // Mostly the stored revision, so saves land; otherwise stale or hostile.
        baseRevision: fc.oneof(
          { weight: 3, arbitrary: fc.constant('current') },
          { weight: 1, arbitrary: sometimes(fc.nat(3)) },
        ),
        document: fc.record({ state, hand: sometimes(fc.array(card, { maxLength: 18 })) }),
        extra: hostile,
      },
      { requiredKeys: ['baseRevision', 'document'] },
    );
    let revision = 0;
    await fc.assert(
      fc.asyncProperty(save, fc.nat(19), async ({ baseRevision, ...rest }, notJson) => {
        const sent = {
          ...rest,
          baseRevision: baseRevision === 'current' ? revision : baseRevision,
        };
        const payload = notJson === 0 ? JSON.stringify(sent).slice(0, 40) : JSON.stringify(sent);
        const saved = await expectSound(
          { method: 'PUT', url: '/api/runs/current', payload },
          savedRunSchema,
        );
        if (saved !== undefined) revision = saved.revision;
      }),
      { numRuns: RUNS },
    );
  });
});
