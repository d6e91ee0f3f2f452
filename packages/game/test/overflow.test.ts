// Numbers past the double range (src/scoring/overflow.ts): the game's chips, mult and score
// become inf and it shows "naneinf"; the engine reports every such value as Infinity, never
// NaN and never a finite stand-in.
import { describe, expect, it } from 'vitest';
import { OVERFLOW_TEXT, findBestPlay, isOverflow, type ScoreResult } from '../src';
import { score } from './score-helpers';

const aceOfSpades = { rank: 'A', suit: 'spades' } as const;

/** Every number of a result: chips, mult, score and each log entry's value, chips and mult. */
function numbersOf(result: ScoreResult): number[] {
  return [
    result.chips,
    result.mult,
    result.score,
    ...result.log.flatMap((entry) => [entry.value, entry.chips, entry.mult]),
  ];
}

describe('overflow past the double range', () => {
  it('shows as the game shows it', () => {
    expect(OVERFLOW_TEXT).toBe('naneinf');
    expect(isOverflow(Infinity)).toBe(true);
    expect(isOverflow(Number.MAX_VALUE)).toBe(false);
  });

  it('reports a score past the range as overflow: High Card 16 chips x X1e308 Hologram', () => {
    const result = score({
      played: [aceOfSpades],
      jokers: [{ name: 'Hologram', state: { xmult: 1e308 } }],
    });
    // 5 + 11 chips; mult 1 x 1e308 stays finite, 16 x 1e308 does not.
    expect(result.chips).toBe(16);
    expect(result.mult).toBe(1e308);
    expect(result.score).toBe(Infinity);
  });

  it('reports mult past the range as overflow in the result and the log: two X1e200 Holograms', () => {
    const result = score({
      played: [aceOfSpades],
      jokers: [
        { name: 'Hologram', state: { xmult: 1e200 } },
        { name: 'Hologram', state: { xmult: 1e200 } },
      ],
    });
    expect(result.mult).toBe(Infinity);
    expect(result.score).toBe(Infinity);
    expect(result.log.at(-1)).toMatchObject({ source: 'Hologram', value: 1e200, mult: Infinity });
  });

  it('never reports NaN: an overflowed mult times X0 stays overflow', () => {
    const result = score({
      played: [aceOfSpades],
      jokers: [
        { name: 'Hologram', state: { xmult: 1e200 } },
        { name: 'Hologram', state: { xmult: 1e200 } },
        { name: 'Hologram', state: { xmult: 0 } },
      ],
    });
    expect(numbersOf(result).some((value) => Number.isNaN(value))).toBe(false);
    expect(result.mult).toBe(Infinity);
    expect(result.score).toBe(Infinity);
  });

  it('ranks overflowed plays as equal in best play: fewer cards first', () => {
    const outcome = findBestPlay({
      version: 1,
      played: [],
      held: [aceOfSpades, { rank: 'A', suit: 'hearts' }, { rank: '2', suit: 'clubs' }],
      jokers: [
        { name: 'Hologram', state: { xmult: 1e200 } },
        { name: 'Hologram', state: { xmult: 1e200 } },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.code);
    const { best, runnersUp } = outcome.value;
    expect(best.result.score).toBe(Infinity);
    // Every play overflows; the tie goes to the play keeping most cards in hand.
    expect(best.cards).toHaveLength(1);
    expect(runnersUp.every((choice) => choice.result.score === Infinity)).toBe(true);
  });
});
