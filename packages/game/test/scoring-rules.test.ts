// The scoring engine rule by rule: luck, the log, errors, targets, money and big numbers.
// Each row names its source.
import { describe, expect, it } from 'vitest';
import {
  getChanceWeight,
  getProbability,
  scoreHand,
  type LuckMode,
  type ScenarioCard,
} from '../src';
import { KINGS, score } from './score-helpers';

describe('luck', () => {
  it.each([
    { luck: 'none', p: 0.2, weight: 0, source: 'format Luck: none, nothing random fires' },
    { luck: 'all', p: 0.2, weight: 1, source: 'format Luck: all, every chance fires' },
    { luck: 'average', p: 0.2, weight: 0.2, source: 'format Luck: average, probability x effect' },
    {
      luck: 'none',
      p: 1,
      weight: 1,
      source: 'format Luck: a chance made certain fires in every mode',
    },
  ] as const satisfies readonly { luck: LuckMode; p: number; weight: number; source: string }[])(
    '$luck at p=$p weighs $weight ($source)',
    ({ luck, p, weight }) => {
      expect(getChanceWeight(p, luck)).toBe(weight);
    },
  );

  it.each([
    { chance: { denominator: 4 }, doublings: 0, p: 0.25, source: '1 in 4' },
    {
      chance: { denominator: 4 },
      doublings: 1,
      p: 0.5,
      source: 'Oops! All 6s: 1 in 4 becomes 2 in 4',
    },
    { chance: { denominator: 2 }, doublings: 2, p: 1, source: 'format Luck: capped at 1' },
  ])('probability $p ($source)', ({ chance, doublings, p }) => {
    expect(getProbability(chance, doublings)).toBe(p);
  });

  it('makes a chance certain with enough Oops! All 6s, even with luck none (format Luck)', () => {
    // Bloodstone 1 in 2, two Oops -> 4 in 2 = certain: X1.5 on the King of Hearts.
    const result = score({
      luck: 'none',
      played: KINGS,
      jokers: [{ name: 'Oops! All 6s' }, { name: 'Oops! All 6s' }, { name: 'Bloodstone' }],
    });
    expect(result.mult).toBe(3);
  });
});

describe('the log', () => {
  it('lists every change in game order, with running totals (format Output)', () => {
    const result = score({
      played: [{ rank: 'K', suit: 'spades', edition: 'foil' }, KINGS[1] as ScenarioCard],
      held: [{ rank: 'Q', suit: 'clubs', enhancement: 'steel' }],
      jokers: [{ name: 'Joker', edition: 'polychrome' }],
    });
    expect(result.log).toEqual([
      { source: 'Pair', effect: 'base', value: 1, chips: 10, mult: 2 },
      { source: 'King of Spades', effect: 'chips', value: 10, chips: 20, mult: 2 },
      { source: 'King of Spades (Foil)', effect: 'chips', value: 50, chips: 70, mult: 2 },
      { source: 'King of Hearts', effect: 'chips', value: 10, chips: 80, mult: 2 },
      { source: 'Queen of Clubs (held)', effect: 'xmult', value: 1.5, chips: 80, mult: 3 },
      { source: 'Joker', effect: 'mult', value: 4, chips: 80, mult: 7 },
      { source: 'Joker (Polychrome)', effect: 'xmult', value: 1.5, chips: 80, mult: 10.5 },
    ]);
    expect(result.score).toBe(840);
  });

  it('names a copy by both Jokers', () => {
    const result = score({ played: KINGS, jokers: [{ name: 'Blueprint' }, { name: 'Joker' }] });
    expect(result.log.map((entry) => entry.source)).toContain('Blueprint (Joker)');
  });
});

describe('boss money effects', () => {
  it.each([
    {
      blind: 'The Tooth',
      money: 10,
      chips: 30 + 2 * 8,
      source: 'facts bossBlinds The Tooth: $1 per played card (10 - 2 = 8), Bull +2 per $1',
    },
    {
      blind: 'The Ox',
      money: 10,
      chips: 30,
      source: 'facts bossBlinds The Ox: the most-played hand (Pair) sets money to $0',
    },
  ] as const)('$blind ($source)', ({ blind, money, chips }) => {
    const result = score({
      blind,
      money,
      handsPlayed: { Pair: 3, Flush: 1 },
      played: KINGS,
      jokers: [{ name: 'Bull' }],
    });
    expect(result.chips).toBe(chips);
  });
});

describe('targets', () => {
  it('omits target and beatsBlind without an ante (the format carries none)', () => {
    const result = score({ played: KINGS });
    expect(result.target).toBeUndefined();
    expect(result.beatsBlind).toBeUndefined();
  });

  it.each([
    { ante: 1, blind: 'Small Blind', target: 300, source: 'facts blinds: ante 1 base 300 x1' },
    { ante: 2, blind: 'Big Blind', target: 1200, source: 'facts blinds: 800 x1.5' },
    { ante: 2, blind: 'The Wall', target: 3200, source: 'facts blinds: The Wall x4' },
  ] as const)('ante $ante $blind -> $target ($source)', ({ ante, blind, target }) => {
    const result = score({ blind, played: KINGS }, ante);
    expect(result.target).toBe(target);
    expect(result.beatsBlind).toBe(result.score >= target);
  });
});

describe('errors are values', () => {
  it.each([
    { played: [], code: 'NO_CARDS_PLAYED' },
    {
      played: Array.from({ length: 6 }, () => KINGS[0] as ScenarioCard),
      code: 'TOO_MANY_CARDS_PLAYED',
    },
  ])('$code', ({ played, code }) => {
    const outcome = scoreHand({ version: 1, played });
    expect(outcome).toMatchObject({ ok: false, code });
  });
});

describe('numbers', () => {
  it('keeps scores exact below 2^53 and finite above (format Output)', () => {
    const huge = score({
      handLevels: { 'Flush Five': 50 },
      played: Array.from({ length: 5 }, () => ({
        rank: 'A' as const,
        suit: 'spades' as const,
        enhancement: 'glass' as const,
        edition: 'polychrome' as const,
        seal: 'red' as const,
      })),
      jokers: Array.from({ length: 5 }, () => ({
        name: 'Cavendish' as const,
        edition: 'polychrome' as const,
      })),
    });
    expect(Number.isFinite(huge.score)).toBe(true);
    expect(huge.score).toBe(Math.floor(huge.chips * huge.mult));
  });
});
