import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  BOSS_BLINDS,
  BOSS_BLIND_NAMES,
  BOSS_CATEGORIES,
  getBossBlind,
  isBossBlindName,
} from './bosses';

describe('BOSS_BLINDS', () => {
  it('holds 23 regular and 5 showdown bosses (ADR 004)', () => {
    expect(BOSS_BLINDS).toHaveLength(28);
    expect(BOSS_BLINDS.filter((boss) => !boss.showdown)).toHaveLength(23);
    expect(BOSS_BLINDS.filter((boss) => boss.showdown)).toHaveLength(5);
  });

  it('keeps the game internal order (ADR 004)', () => {
    expect(BOSS_BLIND_NAMES).toEqual(facts.bossBlinds.map((boss) => boss.name));
  });

  it.each(facts.bossBlinds)('matches the facts file field by field: $name', (fact) => {
    expect(getBossBlind(fact.name as (typeof BOSS_BLIND_NAMES)[number])).toEqual({
      key: fact.key,
      name: fact.name,
      showdown: fact.showdown,
      minAnte: fact.minAnte,
      multiplier: fact.multiplier,
      reward: fact.reward,
      category: fact.category,
      effect: fact.effect,
    });
  });

  it('has no "The Emerald" and has Verdant Leaf instead (ADR 004)', () => {
    expect(isBossBlindName('The Emerald')).toBe(false);
    expect(isBossBlindName('Verdant Leaf')).toBe(true);
  });

  it.each(['The Bloom', 'The Claw', 'The Eel'])('has no invented boss %s (ADR 004)', (name) => {
    expect(isBossBlindName(name)).toBe(false);
  });

  it('has no duplicate names or keys', () => {
    expect(new Set(BOSS_BLINDS.map((boss) => boss.name)).size).toBe(28);
    expect(new Set(BOSS_BLINDS.map((boss) => boss.key)).size).toBe(28);
  });

  it.each([
    { name: 'The Wall', multiplier: 4, source: 'facts: blinds.multipliers' },
    { name: 'Violet Vessel', multiplier: 6, source: 'facts: blinds.multipliers' },
    { name: 'The Needle', multiplier: 1, source: 'facts: blinds.multipliers' },
    { name: 'The Hook', multiplier: 2, source: 'facts: blinds.multipliers "Boss Blind (most)"' },
  ] as const)('gives $name a x$multiplier target ($source)', ({ name, multiplier }) => {
    expect(getBossBlind(name).multiplier).toBe(multiplier);
  });

  it('gives every other boss x2', () => {
    const others = BOSS_BLINDS.filter(
      (boss) => !['The Wall', 'Violet Vessel', 'The Needle'].includes(boss.name),
    );
    expect(others.every((boss) => boss.multiplier === 2)).toBe(true);
  });

  it('pays $5 for regular and $8 for showdown bosses (facts: blinds.rewards)', () => {
    for (const boss of BOSS_BLINDS) expect(boss.reward).toBe(boss.showdown ? 8 : 5);
  });

  it('uses every category, and only those', () => {
    expect(new Set(BOSS_BLINDS.map((boss) => boss.category))).toEqual(new Set(BOSS_CATEGORIES));
  });
});
