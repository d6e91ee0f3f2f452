import { describe, expect, it } from 'vitest';
import { getCapacitySources } from './capacity-sources';

describe('getCapacitySources (facts: decks, vouchers, jokers, editions)', () => {
  it('Joker slots: Black Deck, Antimatter, the Negative edition, Ectoplasm, Negative Tag', () => {
    expect(getCapacitySources('jokerSlots')).toEqual({
      decks: ['Black Deck'],
      vouchers: ['Antimatter'],
      jokers: [],
      negative: true,
      spectrals: ['Ectoplasm'],
      tags: ['Negative Tag'],
    });
  });

  it('hands, discards and hand size: the decks, Vouchers and Jokers that raise them', () => {
    expect(getCapacitySources('hands')).toMatchObject({
      decks: ['Blue Deck'],
      vouchers: ['Grabber', 'Nacho Tong'],
      jokers: ['Burglar'],
      negative: false,
    });
    expect(getCapacitySources('discards')).toMatchObject({
      decks: ['Red Deck'],
      vouchers: ['Wasteful', 'Recyclomancy'],
      jokers: ['Drunkard', 'Merry Andy'],
    });
    // Painted Deck's +2 hand size; Hieroglyph and Petroglyph lower limits and are not listed.
    expect(getCapacitySources('handSize')).toMatchObject({
      decks: ['Painted Deck'],
      vouchers: ['Paint Brush', 'Palette'],
    });
  });

  it('consumable slots: Crystal Ball and a Negative consumable; no deck adds one', () => {
    expect(getCapacitySources('consumableSlots')).toMatchObject({
      decks: [],
      vouchers: ['Crystal Ball'],
      negative: true,
    });
  });
});
