import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import type { POKER_HAND_NAMES } from '../data/vocabulary';
import { getHandLevelValues } from './hand-levels';

describe('getHandLevelValues', () => {
  it.each([
    { hand: 'High Card', level: 1, chips: 5, mult: 1, source: 'facts: pokerHands High Card' },
    { hand: 'Pair', level: 2, chips: 25, mult: 3, source: 'facts: pokerHands Pair' },
    { hand: 'Flush', level: 3, chips: 65, mult: 8, source: 'facts: pokerHands Flush' },
    { hand: 'Straight Flush', level: 10, chips: 460, mult: 44, source: 'facts: pokerHands' },
    { hand: 'Flush House', level: 2, chips: 180, mult: 18, source: 'ADR 004 (+40/+4)' },
    { hand: 'Flush Five', level: 2, chips: 210, mult: 19, source: 'ADR 004 (+50/+3)' },
    {
      hand: 'Flush Five',
      level: 50,
      chips: 2610,
      mult: 163,
      source: 'docs/product/workspace.md level range',
    },
  ] as const)('$hand level $level = $chips x $mult ($source)', ({ hand, level, chips, mult }) => {
    expect(getHandLevelValues(hand, level)).toEqual({ level, chips, mult });
  });

  it.each([
    { level: 0, used: 1, source: 'docs/product/workspace.md: clamped to 1..50' },
    { level: -3, used: 1, source: 'docs/product/workspace.md: clamped to 1..50' },
    { level: 51, used: 50, source: 'docs/product/workspace.md: clamped to 1..50' },
    { level: Infinity, used: 50, source: 'docs/product/workspace.md: clamped to 1..50' },
    { level: -Infinity, used: 1, source: 'docs/product/workspace.md: clamped to 1..50' },
    { level: 2.9, used: 2, source: 'levels are whole numbers' },
    { level: Number.NaN, used: 1, source: 'a missing level counts as 1 (calculator-scenario.md)' },
  ])('uses level $used for level $level ($source)', ({ level, used }) => {
    expect(getHandLevelValues('Pair', level)).toEqual(getHandLevelValues('Pair', used));
    expect(getHandLevelValues('Pair', level).level).toBe(used);
  });

  it.each(facts.pokerHands)('follows the facts levelFormula for $name at levels 1..50', (fact) => {
    for (let level = 1; level <= 50; level += 7) {
      expect(getHandLevelValues(fact.name as (typeof POKER_HAND_NAMES)[number], level)).toEqual({
        level,
        chips: fact.baseChips + fact.chipsPerLevel * (level - 1),
        mult: fact.baseMult + fact.multPerLevel * (level - 1),
      });
    }
  });
});
