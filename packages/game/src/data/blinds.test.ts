import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  ANTE_ZERO_BASE_CHIPS,
  BASE_CHIPS_BY_ANTE,
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  BLIND_TABLES,
  SHOWDOWN_BOSS_REWARD,
  WIN_ANTE,
} from './blinds';

describe('blind tables', () => {
  it.each(BLIND_TABLES)('matches facts blinds.baseChipsByAnte.%s', (table) => {
    expect(BASE_CHIPS_BY_ANTE[table]).toEqual(facts.blinds.baseChipsByAnte[table]);
  });

  it('matches the ante-0 base, the multipliers and the rewards (facts: blinds)', () => {
    expect(ANTE_ZERO_BASE_CHIPS).toBe(facts.blinds.baseChipsAnte0);
    expect(BLIND_MULTIPLIERS).toEqual({
      small: facts.blinds.multipliers['Small Blind'],
      big: facts.blinds.multipliers['Big Blind'],
      boss: facts.blinds.multipliers['Boss Blind (most)'],
    });
    expect(BLIND_REWARDS).toEqual({
      small: facts.economy.blindRewards.small,
      big: facts.economy.blindRewards.big,
      boss: facts.economy.blindRewards.boss,
    });
    expect(SHOWDOWN_BOSS_REWARD).toBe(facts.economy.blindRewards.showdownBoss);
    expect(WIN_ANTE).toBe(facts.startingState.winAnte);
  });

  it('is not the spec formula 300 x 2.5^(ante-1) (ADR 004)', () => {
    expect(BASE_CHIPS_BY_ANTE.white[7]).toBe(50000);
    expect(BASE_CHIPS_BY_ANTE.white[7]).not.toBe(Math.floor(300 * 2.5 ** 7));
  });
});
