import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  COMMON_JOKERS,
  JOKER_KINDS,
  JOKER_NAMES,
  JOKER_RARITIES,
  JOKERS,
  LEGENDARY_JOKERS,
  RARE_JOKERS,
  UNCOMMON_JOKERS,
  findJoker,
  findJokerByKey,
  getJoker,
  isJokerName,
} from './jokers';

describe('JOKERS', () => {
  it('holds the 150 Jokers of the facts file', () => {
    expect(JOKERS).toHaveLength(150);
    expect(JOKERS).toHaveLength(facts.jokers.length);
  });

  it.each(JOKER_RARITIES)(
    'has the facts count of %s Jokers (facts: shop.jokerCountsByRarity)',
    (rarity) => {
      const count = JOKERS.filter((joker) => joker.rarity === rarity).length;
      expect(count).toBe(facts.shop.jokerCountsByRarity[rarity]);
    },
  );

  it('keeps each rarity in its own table', () => {
    expect(COMMON_JOKERS.every((joker) => joker.rarity === 'Common')).toBe(true);
    expect(UNCOMMON_JOKERS.every((joker) => joker.rarity === 'Uncommon')).toBe(true);
    expect(RARE_JOKERS.every((joker) => joker.rarity === 'Rare')).toBe(true);
    expect(LEGENDARY_JOKERS.every((joker) => joker.rarity === 'Legendary')).toBe(true);
  });

  it.each(facts.jokers)('matches the facts file field by field: $name', (fact) => {
    expect(findJoker(fact.name)).toEqual({
      collectionNumber: fact.n,
      key: fact.key,
      name: fact.name,
      rarity: fact.rarity,
      cost: fact.cost,
      sellValue: fact.sellValue,
      kind: fact.kind,
      kinds: fact.kinds,
      scaling: fact.scaling,
      blueprintCompatible: fact.blueprintCompatible,
      effect: fact.effect,
    });
  });

  it('has no duplicate names, keys or collection numbers', () => {
    expect(new Set(JOKERS.map((joker) => joker.name)).size).toBe(JOKERS.length);
    expect(new Set(JOKERS.map((joker) => joker.key)).size).toBe(JOKERS.length);
    const numbers = JOKERS.map((joker) => joker.collectionNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 150 }, (_, index) => index + 1));
  });

  it('lists kinds from the vocabulary, the first being `kind`', () => {
    for (const joker of JOKERS) {
      expect(joker.kinds[0]).toBe(joker.kind);
      for (const kind of joker.kinds) expect(JOKER_KINDS).toContain(kind);
    }
  });

  it('sells for half its cost, at least $1 (facts: economy.sellValue)', () => {
    for (const joker of JOKERS)
      expect(joker.sellValue).toBe(Math.max(1, Math.floor(joker.cost / 2)));
  });

  it('prices Legendaries at $20, sell $10 (ADR 004)', () => {
    expect(LEGENDARY_JOKERS.map((joker) => [joker.cost, joker.sellValue])).toEqual(
      Array.from({ length: 5 }, () => [20, 10]),
    );
  });
});

describe('Joker lookups', () => {
  it('finds by display name and by save-file key (facts: meta.keysNote)', () => {
    expect(getJoker('Showman').key).toBe('j_ring_master');
    expect(findJokerByKey('j_caino')?.name).toBe('Canio');
    expect(findJokerByKey('j_selzer')?.name).toBe('Seltzer');
    expect(findJokerByKey('j_gluttenous_joker')?.name).toBe('Gluttonous Joker');
  });

  it('answers undefined for unknown or differently cased names', () => {
    expect(findJoker('The Bloom')).toBeUndefined();
    expect(findJoker('blueprint')).toBeUndefined();
    expect(isJokerName('Blueprint')).toBe(true);
    expect(isJokerName('toString')).toBe(false);
    expect(findJokerByKey('j_bloom')).toBeUndefined();
  });

  it('names every Joker once in JOKER_NAMES', () => {
    expect(JOKER_NAMES).toEqual(JOKERS.map((joker) => joker.name));
  });
});
