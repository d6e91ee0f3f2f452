import { describe, expect, it } from 'vitest';
import type { CardFacts } from './cards';
import { findDraws } from './draws';

/** "As 10s 4s Qs Ac" → cards. */
function hand(text: string): CardFacts[] {
  const suits = { s: 'spades', h: 'hearts', c: 'clubs', d: 'diamonds' } as const;
  return text.split(' ').map((token) => ({
    rank: token.slice(0, -1) as CardFacts['rank'],
    suit: suits[token.slice(-1) as keyof typeof suits],
  }));
}

describe('findDraws (facts: pokerHands Flush, Straight)', () => {
  // The six-Joker save's hand: A♣ A♠ K♦ 3♦ A♥ 10♠ 4♠ 10♣ Q♠.
  const saved = hand('Ac As Kd 3d Ah 10s 4s 10c Qs');

  it('finds the suit one card short of a Flush, and the run one rank short of a Straight', () => {
    const draws = findDraws(saved, []);
    expect(draws.needed).toBe(5);
    // Four Spades: A♠ 10♠ 4♠ Q♠ (indices 1, 5, 6, 8).
    expect(draws.flush).toEqual({ suit: 'spades', cards: [1, 5, 6, 8], missing: 1 });
    // 10 J Q K A with a Jack missing: 10 (5), Q (8), K (2), A (0).
    expect(draws.straight).toEqual({ cards: [5, 8, 2, 0], missingRanks: ['J'] });
  });

  it('counts one suit when asked for it, even one not held', () => {
    // One Heart (A♥, index 4): four more; a hand without Diamonds: five.
    expect(findDraws(saved, [], 'hearts').flush).toEqual({
      suit: 'hearts',
      cards: [4],
      missing: 4,
    });
    expect(findDraws(hand('As Ks'), [], 'diamonds').flush).toEqual({
      suit: 'diamonds',
      cards: [],
      missing: 5,
    });
  });

  it('Four Fingers needs four: the Spades are a Flush already', () => {
    const draws = findDraws(saved, [{ name: 'Four Fingers' }]);
    expect(draws.needed).toBe(4);
    expect(draws.flush).toMatchObject({ suit: 'spades', missing: 0 });
  });

  it('Smeared Joker joins the colours; a Wild card counts, a Stone card does not', () => {
    const cards = hand('2h 5d 9h Kc 7s');
    expect(findDraws(cards, []).flush?.missing).toBe(3);
    expect(findDraws(cards, [{ name: 'Smeared Joker' }]).flush).toMatchObject({ missing: 2 });
    const wild: CardFacts = { rank: '3', suit: 'clubs', enhancement: 'wild' };
    const stone: CardFacts = { rank: '4', suit: 'hearts', enhancement: 'stone' };
    expect(findDraws([...hand('2h 9h'), wild, stone], []).flush).toEqual({
      suit: 'hearts',
      cards: [0, 1, 2],
      missing: 2,
    });
  });

  it('leaves a Steel card to be held when another card serves', () => {
    const cards = [
      ...hand('Ac As 10s Qs Kd'),
      { rank: 'J', suit: 'spades', enhancement: 'steel' } as const,
    ];
    cards[0] = { rank: 'A', suit: 'clubs', enhancement: 'steel' };
    // The Ace of Spades (1), not the Steel Ace of Clubs, joins 10 J Q K; the Steel Jack is the
    // only Jack, so it plays.
    expect(findDraws(cards, []).straight?.cards).toEqual([2, 5, 3, 4, 1]);
    // Spades: the Steel Jack last.
    expect(findDraws(cards, []).flush?.cards).toEqual([1, 2, 3, 5]);
  });

  it('plays the Ace low: A 2 3 4 is one 5 short', () => {
    expect(findDraws(hand('Ad 2c 3h 4s 9d'), []).straight).toEqual({
      cards: [0, 1, 2, 3],
      missingRanks: ['5'],
    });
  });

  it('says when Shortcut may need fewer cards', () => {
    expect(findDraws(saved, [{ name: 'Shortcut' }]).hasShortcut).toBe(true);
  });
});
