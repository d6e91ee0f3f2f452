import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { EDITION_DEFINITIONS } from './editions';
import { ENHANCEMENT_DEFINITIONS } from './enhancements';
import { RANK_CHIPS } from './playing-cards';
import { SEAL_DEFINITIONS } from './seals';
import { getStickersAtStake, STICKERS, STICKER_NAMES } from './stickers';
import { isSpectralName } from './spectrals';
import { isStakeName } from './stakes';
import { isTarotName } from './tarots';
import { ENHANCEMENTS, JOKER_EDITIONS, RANKS, SEALS } from './vocabulary';

/** "1 in 4" -> 4 */
function oneIn(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text.replace('1 in ', ''));
}

const FACT_RANK_NAMES: Record<string, string> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

describe('playing cards', () => {
  it.each(RANKS)('rank %s scores the facts chips (facts: playingCards.rankChips)', (rank) => {
    const rankChips: Record<string, number> = facts.playingCards.rankChips;
    expect(RANK_CHIPS[rank]).toBe(rankChips[FACT_RANK_NAMES[rank] ?? rank]);
  });
});

describe('ENHANCEMENT_DEFINITIONS', () => {
  it('covers the 8 enhancements in vocabulary order (facts: enhancements)', () => {
    expect(Object.keys(ENHANCEMENT_DEFINITIONS)).toEqual([...ENHANCEMENTS]);
    expect(facts.enhancements).toHaveLength(8);
  });

  it.each(facts.enhancements)('matches the facts file field by field: $name', (fact) => {
    const definition = Object.values(ENHANCEMENT_DEFINITIONS).find(
      (entry) => entry.key === fact.key,
    );
    const { destroyChance, multChance, moneyChance, ...rest } = fact as typeof fact & {
      destroyChance?: string;
      multChance?: string;
      moneyChance?: string;
    };
    const expected = {
      ...rest,
      ...(destroyChance === undefined ? {} : { destroyOneIn: oneIn(destroyChance) }),
      ...(multChance === undefined ? {} : { multOneIn: oneIn(multChance) }),
      ...(moneyChance === undefined ? {} : { moneyOneIn: oneIn(moneyChance) }),
    };
    expect(definition).toEqual(expected);
    expect(isTarotName(fact.tarot)).toBe(true);
  });
});

describe('EDITION_DEFINITIONS', () => {
  it('covers the 4 Joker editions (facts: editions)', () => {
    expect(Object.keys(EDITION_DEFINITIONS)).toEqual([...JOKER_EDITIONS]);
  });

  it.each(facts.editions)('matches the facts file field by field: $name', (fact) => {
    expect(Object.values(EDITION_DEFINITIONS).find((entry) => entry.key === fact.key)).toEqual(
      fact,
    );
  });

  it.each([
    { edition: 'foil', add: 2 },
    { edition: 'holographic', add: 3 },
    { edition: 'polychrome', add: 5 },
    { edition: 'negative', add: 5 },
  ] as const)(
    'adds $$add to the price of $edition (docs/product/workspace.md, the facts file)',
    ({ edition, add }) => {
      expect(EDITION_DEFINITIONS[edition].shopPriceAdd).toBe(add);
    },
  );
});

describe('SEAL_DEFINITIONS', () => {
  it('covers the 4 seals (facts: seals)', () => {
    expect(Object.keys(SEAL_DEFINITIONS)).toEqual([...SEALS]);
  });

  it.each(facts.seals)('matches the facts file field by field: $name', (fact) => {
    expect(Object.values(SEAL_DEFINITIONS).find((entry) => entry.name === fact.name)).toEqual(fact);
    expect(isSpectralName(fact.spectral)).toBe(true);
  });
});

describe('STICKERS', () => {
  it('holds Eternal, Perishable and Rental (facts: stickers)', () => {
    expect(STICKER_NAMES).toEqual(facts.stickers.map((sticker) => sticker.name));
  });

  it.each(facts.stickers)('matches the facts file: $name', (fact) => {
    const sticker = STICKERS.find((entry) => entry.name === fact.name);
    expect(sticker).toEqual({
      name: fact.name,
      stake: `${fact.stake} Stake`,
      shopChance: fact.shopChance,
      effect: fact.effect,
    });
    expect(isStakeName(`${fact.stake} Stake`)).toBe(true);
  });

  it.each([
    ['White Stake', []],
    ['Black Stake', ['Eternal']],
    ['Orange Stake', ['Eternal', 'Perishable']],
    ['Gold Stake', ['Eternal', 'Perishable', 'Rental']],
  ] as const)('at %s shop Jokers can roll %j (stakes keep the lower rules)', (stake, names) => {
    expect(getStickersAtStake(stake).map((sticker) => sticker.name)).toEqual(names);
  });
});
