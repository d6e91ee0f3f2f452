// The Hook (hook.ts) and Crimson Heart with one Joker: the two boss effects the engine
// decides itself. Fixtures cover the headline cases; these rows cover the luck modes, the
// discard Jokers and the log.
import { describe, expect, it } from 'vitest';
import { findBestPlay } from '../src';
import { cards, score } from './score-helpers';

const ACES = cards('AS AH');

describe('The Hook', () => {
  // Pair of Aces 32 chips x 2; Baron X1.5 per King still held.
  const rows = [
    { title: 'none: the two Kings go (worst)', luck: 'none', score: 64, gone: [0, 2] },
    { title: 'all: one King stays (best, first pair)', luck: 'all', score: 96, gone: [0, 1] },
    // Pairs: {K,2} 96, {K,K} 64, {2,K} 96; mean 85.3, nearest 96, first in held order.
    { title: 'average: the pair nearest the mean', luck: 'average', score: 96, gone: [0, 1] },
  ] as const;
  it.each(rows)('with three held, luck $title', ({ luck, score: expected, gone }) => {
    const result = score({
      blind: 'The Hook',
      luck,
      played: ACES,
      held: cards('KS 2C KH'),
      jokers: [{ name: 'Baron' }],
    });
    expect(result.score).toBe(expected);
    const discards = result.log.filter((entry) => entry.effect === 'discard');
    expect(discards.map((entry) => entry.value)).toEqual(gone);
  });

  it('names the discarded cards first in the log', () => {
    const result = score({ blind: 'The Hook', played: ACES, held: cards('KS') });
    expect(result.log[0]).toMatchObject({ source: 'The Hook: King of Spades', effect: 'discard' });
  });

  it('does nothing when disabled (Chicot) or with nothing held', () => {
    const held = cards('KS KH');
    const plain = score({ played: ACES, held, jokers: [{ name: 'Baron' }] });
    expect(
      score({
        blind: 'The Hook',
        bossDisabled: true,
        played: ACES,
        held,
        jokers: [{ name: 'Baron' }],
      }).score,
    ).toBe(plain.score);
    expect(score({ blind: 'The Hook', played: ACES }).score).toBe(64);
  });

  const jokerRows = [
    {
      title: 'Green Joker never goes below 0 before the +1',
      held: 'KS',
      jokers: [{ name: 'Green Joker', state: { mult: 0 } }],
      // Pair of Kings 30 x (2 + 1).
      score: 90,
    },
    {
      title: 'a debuffed Jack does not grow Hit the Road',
      held: 'JS',
      debuffHeld: true,
      jokers: [{ name: 'Hit the Road', state: { xmult: 1 } }],
      score: 60,
    },
    {
      title: 'two Jacks give Hit the Road X1 more',
      held: 'JS JD',
      jokers: [{ name: 'Hit the Road', state: { xmult: 1 } }],
      score: 120,
    },
    {
      title: 'Castle gains +3 Chips per discarded card of its suit',
      held: 'JS 4S',
      jokers: [{ name: 'Castle', state: { chips: 10, suit: 'spades' } }],
      // (30 + 10 + 6) x 2.
      score: 92,
    },
    {
      title: 'Ramen loses X0.01 per discarded card',
      held: 'JS 4S',
      jokers: [{ name: 'Ramen', state: { xmult: 2 } }],
      // 30 x 2 x 1.98 = 118.8.
      score: 118,
    },
    {
      title: 'a debuffed Green Joker does not react',
      held: 'JS',
      jokers: [{ name: 'Green Joker', state: { mult: 5 }, debuffed: true }],
      score: 60,
    },
  ] as const;
  it.each(jokerRows)('$title', (row) => {
    const held = cards(row.held).map((card) =>
      'debuffHeld' in row ? { ...card, debuffed: true } : card,
    );
    const result = score({
      blind: 'The Hook',
      played: cards('KS KH'),
      held,
      jokers: row.jokers,
    });
    expect(result.score).toBe(row.score);
  });

  it('best play scores its choices under The Hook', () => {
    const outcome = findBestPlay(
      Object.freeze({
        version: 1,
        blind: 'The Hook',
        played: [],
        held: cards('AS AH KS KH'),
        jokers: [{ name: 'Baron' }],
      } as const),
    );
    if (!outcome.ok) throw new Error(outcome.code);
    // Playing the Aces leaves the Kings to be discarded (64); Two Pair scores 4 cards:
    // 20 + 11 + 11 + 10 + 10 = 62 x 2 = 124.
    expect(outcome.value.best.result.score).toBe(124);
  });
});

describe('Crimson Heart', () => {
  it('always debuffs a single Joker, flag or not', () => {
    const played = cards('KS KH');
    expect(score({ blind: 'Crimson Heart', played, jokers: [{ name: 'Joker' }] }).score).toBe(60);
    expect(score({ played, jokers: [{ name: 'Joker' }] }).score).toBe(180);
  });

  it('leaves the choice to the flags with two Jokers', () => {
    const played = cards('KS KH');
    const jokers = [{ name: 'Joker' }, { name: 'Joker' }] as const;
    expect(score({ blind: 'Crimson Heart', played, jokers }).score).toBe(300);
  });

  it('debuffs nothing once the boss is disabled (Chicot, Luchador)', () => {
    const played = cards('KS KH');
    const jokers = [{ name: 'Joker' }] as const;
    expect(score({ blind: 'Crimson Heart', bossDisabled: true, played, jokers }).score).toBe(180);
  });
});
