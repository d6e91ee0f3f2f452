// The Hermit: money doubled, +$20 at most, never below $0. Temperance: every Joker's sell
// value, $50 at most (Lua Card:use_consumeable and Card:set_cost).
import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { getTarotMoney } from './tarot-money';
import type { JokerEntry, RunState } from './types';

const joker = (name: JokerEntry['name'], extra: Partial<JokerEntry> = {}): JokerEntry => ({
  name,
  edition: null,
  stickers: [],
  ...extra,
});
const run = (money: number, jokers: readonly JokerEntry[] = []): RunState => ({
  ...createRun('Red Deck', 'White Stake', { money }),
  jokers,
});

describe('the money Tarots', () => {
  it('The Hermit adds the money held, at most $20, nothing when in debt', () => {
    expect(getTarotMoney(run(14), 'The Hermit')).toBe(14);
    expect(getTarotMoney(run(35), 'The Hermit')).toBe(20);
    expect(getTarotMoney(run(-5), 'The Hermit')).toBe(0);
  });

  it("Temperance pays the Jokers' sell values: Joker $1 + Cavendish $2", () => {
    expect(getTarotMoney(run(0, [joker('Joker'), joker('Cavendish')]), 'Temperance')).toBe(3);
    expect(getTarotMoney(run(0), 'Temperance')).toBe(0);
  });

  it("Temperance pays at most $50, an Egg's grown value counted ($2 + $60)", () => {
    expect(getTarotMoney(run(0, [joker('Egg', { extraValue: 60 })]), 'Temperance')).toBe(50);
  });
});
