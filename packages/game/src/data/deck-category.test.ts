import { describe, expect, it } from 'vitest';
import { DECK_CATEGORIES, getDeckCategory } from './deck-category';
import { DECK_NAMES } from './decks';

describe('deck categories', () => {
  it('follow how each deck is unlocked in the game data', () => {
    expect(Object.fromEntries(DECK_NAMES.map((deck) => [deck, getDeckCategory(deck)]))).toEqual({
      'Red Deck': 'Beginner',
      'Blue Deck': 'Beginner',
      'Yellow Deck': 'Beginner',
      'Green Deck': 'Beginner',
      'Black Deck': 'Beginner',
      'Magic Deck': 'Intermediate',
      'Nebula Deck': 'Intermediate',
      'Ghost Deck': 'Intermediate',
      'Abandoned Deck': 'Intermediate',
      'Checkered Deck': 'Intermediate',
      'Zodiac Deck': 'Advanced',
      'Painted Deck': 'Advanced',
      'Anaglyph Deck': 'Expert',
      'Plasma Deck': 'Expert',
      'Erratic Deck': 'Master',
    });
  });

  it('uses every category from Beginner to Master', () => {
    expect(new Set(DECK_NAMES.map(getDeckCategory))).toEqual(new Set(DECK_CATEGORIES));
  });
});
