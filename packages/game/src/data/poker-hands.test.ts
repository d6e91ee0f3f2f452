import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { getPlanet, isPlanetName } from './planets';
import { MAX_HAND_LEVEL, MIN_HAND_LEVEL, POKER_HANDS } from './poker-hands';
import { POKER_HAND_NAMES } from './vocabulary';

describe('POKER_HANDS', () => {
  it('has the 12 hands of the vocabulary, in the facts order', () => {
    expect(Object.keys(POKER_HANDS)).toEqual([...POKER_HAND_NAMES]);
    expect(facts.pokerHands.map((hand) => hand.name)).toEqual([...POKER_HAND_NAMES]);
  });

  it.each(facts.pokerHands)('matches the facts file field by field: $name', (fact) => {
    const hand = Object.values(POKER_HANDS).find((candidate) => candidate.name === fact.name);
    expect(hand).toEqual({
      name: fact.name,
      baseChips: fact.baseChips,
      baseMult: fact.baseMult,
      chipsPerLevel: fact.chipsPerLevel,
      multPerLevel: fact.multPerLevel,
      planet: fact.planet,
      secret: fact.secret,
      definition: fact.definition,
    });
  });

  it.each([
    { hand: 'Flush House', chipsPerLevel: 40, multPerLevel: 4, source: 'ADR 004' },
    { hand: 'Flush Five', chipsPerLevel: 50, multPerLevel: 3, source: 'ADR 004' },
  ] as const)('uses the game values, not the spec, for $hand ($source)', (row) => {
    expect(POKER_HANDS[row.hand].chipsPerLevel).toBe(row.chipsPerLevel);
    expect(POKER_HANDS[row.hand].multPerLevel).toBe(row.multPerLevel);
  });

  it.each(POKER_HAND_NAMES)('names a real Planet that levels %s', (name) => {
    const planet = POKER_HANDS[name].planet;
    expect(isPlanetName(planet)).toBe(true);
    expect(getPlanet(planet).levelsUp).toBe(name);
  });

  it('keeps exactly three secret hands', () => {
    expect(
      Object.values(POKER_HANDS)
        .filter((hand) => hand.secret)
        .map((hand) => hand.name),
    ).toEqual(['Five of a Kind', 'Flush House', 'Flush Five']);
  });

  it('limits levels to 1..50 (docs/product/workspace.md poker tracker)', () => {
    expect([MIN_HAND_LEVEL, MAX_HAND_LEVEL]).toEqual([1, 50]);
  });
});
