import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { isConsumableName } from './consumables';
import { DECKS, DECK_NAMES, getDeck, isDeckName } from './decks';
import { isVoucherName } from './vouchers';

describe('DECKS', () => {
  it('holds 15 decks in the facts order', () => {
    expect(DECKS).toHaveLength(15);
    expect(DECK_NAMES).toEqual(facts.decks.map((deck) => deck.name));
  });

  it.each(facts.decks)('matches the facts file field by field: $name', (fact) => {
    expect(DECKS.find((deck) => deck.name === fact.name)).toEqual({
      key: fact.key,
      name: fact.name,
      modifiers: fact.modifiers,
      effect: fact.effect,
      unlock: fact.unlock,
    });
  });

  it('names only real vouchers and consumables in its modifiers', () => {
    for (const deck of DECKS) {
      const modifiers = getDeck(deck.name).modifiers;
      for (const voucher of modifiers.vouchers ?? []) expect(isVoucherName(voucher)).toBe(true);
      for (const card of modifiers.consumables ?? []) expect(isConsumableName(card)).toBe(true);
    }
  });

  it.each([
    { deck: 'Plasma Deck', check: () => getDeck('Plasma Deck').modifiers.blindScaling, value: 2 },
    { deck: 'Green Deck', check: () => getDeck('Green Deck').modifiers.interest, value: false },
    { deck: 'Yellow Deck', check: () => getDeck('Yellow Deck').modifiers.money, value: 10 },
    { deck: 'Red Deck', check: () => getDeck('Red Deck').modifiers.discards, value: 1 },
  ])('$deck has its modifier (facts: decks)', ({ check, value }) => {
    expect(check()).toBe(value);
  });

  it('has no duplicate names or keys and rejects unknown names', () => {
    expect(new Set(DECKS.map((deck) => deck.name)).size).toBe(15);
    expect(new Set(DECKS.map((deck) => deck.key)).size).toBe(15);
    expect(isDeckName('Red Deck')).toBe(true);
    expect(isDeckName('red deck')).toBe(false);
  });
});
