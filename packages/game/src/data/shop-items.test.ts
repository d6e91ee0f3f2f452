import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  BOOSTER_PACKS,
  BOOSTER_PACK_KINDS,
  BOOSTER_PACK_NAMES,
  BOOSTER_PACK_SIZES,
  getBoosterPack,
  isBoosterPackName,
} from './booster-packs';
import { TAGS, TAG_NAMES, getTag, isTagName } from './tags';

describe('BOOSTER_PACKS', () => {
  it('holds 5 kinds x 3 sizes = 15 packs (the facts file)', () => {
    expect(BOOSTER_PACKS).toHaveLength(15);
    for (const kind of BOOSTER_PACK_KINDS) {
      const sizes = BOOSTER_PACKS.filter((pack) => pack.kind === kind).map((pack) => pack.size);
      expect(sizes).toEqual([...BOOSTER_PACK_SIZES]);
    }
    expect(BOOSTER_PACK_NAMES).toEqual(facts.boosterPacks.map((pack) => pack.name));
  });

  it.each(facts.boosterPacks)('matches the facts file field by field: $name', (fact) => {
    expect(BOOSTER_PACKS.find((pack) => pack.name === fact.name)).toEqual(fact);
  });

  it.each([
    { size: 'normal', cost: 4, choose: 1, source: 'facts: shop.packCosts' },
    { size: 'jumbo', cost: 6, choose: 1, source: 'facts: shop.packCosts' },
    { size: 'mega', cost: 8, choose: 2, source: 'facts: shop.packCosts' },
  ] as const)(
    'prices $size packs at $$cost, choose $choose ($source)',
    ({ size, cost, choose }) => {
      for (const pack of BOOSTER_PACKS.filter((candidate) => candidate.size === size)) {
        expect([pack.cost, pack.choose]).toEqual([cost, choose]);
      }
    },
  );

  it('shows 3/5/5 cards, or 2/4/4 for Buffoon and Spectral packs (the facts file)', () => {
    expect(getBoosterPack('Arcana Pack').cardsShown).toBe(3);
    expect(getBoosterPack('Mega Celestial Pack').cardsShown).toBe(5);
    expect(getBoosterPack('Buffoon Pack').cardsShown).toBe(2);
    expect(getBoosterPack('Jumbo Spectral Pack').cardsShown).toBe(4);
    expect(isBoosterPackName('Booster Pack')).toBe(false);
  });
});

describe('TAGS', () => {
  it('holds the 24 tags of the facts file, in order', () => {
    expect(TAGS).toHaveLength(24);
    expect(TAG_NAMES).toEqual(facts.tags.map((tag) => tag.name));
    expect(new Set(TAGS.map((tag) => tag.key)).size).toBe(24);
  });

  it.each(facts.tags)('matches the facts file field by field: $name', (fact) => {
    expect(TAGS.find((tag) => tag.name === fact.name)).toEqual(fact);
  });

  it('finds a tag by name', () => {
    expect(getTag('Speed Tag').key).toBe('tag_skip');
    expect(isTagName('Skip Tag')).toBe(false);
  });
});
