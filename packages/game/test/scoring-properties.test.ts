// Properties of scoring and best play over random scenarios (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findBestPlay,
  scoreHand,
  type CalculatorScenario,
  type JokerName,
  type ScenarioCard,
  type ScenarioJoker,
} from '../src';
import { cardArb } from './arbitraries';

/** Jokers whose effects need no state to be meaningful; no Joker Stencil (it counts slots). */
const JOKER_POOL = [
  'Joker',
  'Greedy Joker',
  'Lusty Joker',
  'Jolly Joker',
  'Mad Joker',
  'Sly Joker',
  'Half Joker',
  'Fibonacci',
  'Scholar',
  'Even Steven',
  'Odd Todd',
  'Smiley Face',
  'Scary Face',
  'Walkie Talkie',
  'Photograph',
  'Hanging Chad',
  'Hack',
  'Sock and Buskin',
  'Triboulet',
  'Bloodstone',
  'The Duo',
  'The Trio',
  'The Tribe',
  'Baron',
  'Shoot the Moon',
  'Raised Fist',
  'Mime',
  'Blueprint',
  'Brainstorm',
  'Misprint',
  'Four Fingers',
  'Splash',
  'Smeared Joker',
  'Shortcut',
  'Pareidolia',
  'Oops! All 6s',
  'Bull',
  'Abstract Joker',
  'Green Joker',
  'Runner',
  'Spare Trousers',
  'Wee Joker',
  'Hiker',
] as const satisfies readonly JokerName[];

const joker: fc.Arbitrary<ScenarioJoker> = fc.record(
  {
    name: fc.constantFrom(...JOKER_POOL),
    edition: fc.constantFrom('foil', 'holographic', 'polychrome', 'negative'),
    debuffed: fc.constant(true),
  },
  { requiredKeys: ['name'] },
);

const common = {
  version: fc.constant(1 as const),
  deck: fc.constantFrom('Red Deck', 'Plasma Deck'),
  blind: fc.constantFrom('Small Blind', 'The Flint', 'The Club', 'The Plant', 'The Psychic'),
  luck: fc.constantFrom('none', 'average', 'all'),
  money: fc.integer({ min: 0, max: 50 }),
  handsLeft: fc.integer({ min: 1, max: 4 }),
  handLevels: fc.record({
    Pair: fc.integer({ min: 1, max: 5 }),
    Flush: fc.integer({ min: 1, max: 5 }),
  }),
  jokers: fc.array(joker, { maxLength: 5 }),
} as const;

const played: fc.Arbitrary<CalculatorScenario> = fc.record({
  ...common,
  played: fc.array(cardArb, { minLength: 1, maxLength: 5 }),
  held: fc.array(cardArb, { maxLength: 8 }),
});

const bestPlayInput: fc.Arbitrary<CalculatorScenario> = fc.record({
  ...common,
  played: fc.constant([]),
  held: fc.array(cardArb, { minLength: 8, maxLength: 8 }),
});

/** Scenarios are plain JSON, so a JSON round trip is a deep copy. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function scoreOf(scenario: CalculatorScenario): number {
  const outcome = scoreHand(scenario);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

describe('scoring properties', () => {
  it('never mutates its input (deep-frozen) and matches an unfrozen copy', () => {
    fc.assert(
      fc.property(played, (scenario) => {
        const copy = clone(scenario);
        const frozen = deepFreeze(clone(scenario));
        expect(scoreHand(frozen)).toEqual(scoreHand(copy));
        expect(frozen).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('scores floor(chips x mult)', () => {
    fc.assert(
      fc.property(played, (scenario) => {
        const outcome = scoreHand(scenario);
        if (!outcome.ok) return;
        const { chips, mult, score } = outcome.value;
        expect(score).toBe(Math.floor(chips * mult));
      }),
      { numRuns: 300 },
    );
  });

  it("never scores less with an extra 'Joker' (+4 Mult) on the right", () => {
    fc.assert(
      fc.property(played, (scenario) => {
        const more = {
          ...scenario,
          jokers: [...(scenario.jokers ?? []), { name: 'Joker' as const }],
        };
        expect(scoreOf(more)).toBeGreaterThanOrEqual(scoreOf(scenario));
      }),
      { numRuns: 300 },
    );
  });
});

describe('best play properties', () => {
  it('is never beaten by a random legal play', () => {
    fc.assert(
      fc.property(
        bestPlayInput,
        fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 1, maxLength: 5 }),
        (scenario, order) => {
          const best = findBestPlay(scenario);
          if (!best.ok) throw new Error(best.code);
          const held = scenario.held ?? [];
          const random = scoreOf({
            ...scenario,
            played: order.map((index) => held[index] as ScenarioCard),
            held: held.filter((_, index) => !order.includes(index)),
          });
          expect(best.value.best.result.score).toBeGreaterThanOrEqual(random);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order of the cards in hand (the player can rearrange them)', () => {
    fc.assert(
      fc.property(
        bestPlayInput,
        fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 8, maxLength: 8 }),
        (scenario, permutation) => {
          const held = scenario.held ?? [];
          const shuffled = permutation.map((index) => held[index] as ScenarioCard);
          const given = findBestPlay(scenario);
          const reordered = findBestPlay({ ...scenario, held: shuffled });
          if (!given.ok || !reordered.ok) throw new Error('best play failed');
          expect(reordered.value.best.result.score).toBe(given.value.best.result.score);
          // The same cards (defaults spelled out or not), whichever positions they were at.
          const cardsOf = (cards: readonly number[], from: readonly ScenarioCard[]) =>
            cards.map((index) => {
              const card = from[index] as ScenarioCard;
              return {
                ...card,
                debuffed: card.debuffed === true,
                extraChips: card.extraChips ?? 0,
              };
            });
          expect(cardsOf(reordered.value.best.cards, shuffled)).toEqual(
            cardsOf(given.value.best.cards, held),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never mutates its input and replays: the best play's result is what scoring it gives", () => {
    fc.assert(
      fc.property(bestPlayInput, (scenario) => {
        const best = findBestPlay(deepFreeze(clone(scenario)));
        if (!best.ok) throw new Error(best.code);
        const held = scenario.held ?? [];
        const { cards, heldOrder, result } = best.value.best;
        const kept = heldOrder ?? held.map((_, index) => index).filter((i) => !cards.includes(i));
        const replay = scoreHand({
          ...scenario,
          played: cards.map((index) => held[index] as ScenarioCard),
          held: kept.map((index) => held[index] as ScenarioCard),
        });
        expect(replay).toEqual({ ok: true, value: result });
        for (const runnerUp of best.value.runnersUp) {
          expect(runnerUp.result.score).toBeLessThanOrEqual(result.score);
        }
      }),
      { numRuns: 50 },
    );
  });
});
