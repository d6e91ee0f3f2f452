// Poker hand detection, one row per rule, each with its source.
import { describe, expect, it } from 'vitest';
import {
  detectPokerHand,
  type DetectionOptions,
  type PokerHandName,
  type ScenarioCard,
} from '../src';
import type { Enhancement } from '../src';

const SUITS = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' } as const;

/** "KS QH 10C" -> cards; a suffix "*w" makes a Wild card, "*s" a Stone card, "*x" debuffed. */
function hand(codes: string): ScenarioCard[] {
  return codes.split(' ').map((code) => {
    const [base = '', ...flags] = code.split('*');
    const suit = SUITS[base.slice(-1) as keyof typeof SUITS];
    const rank = base.slice(0, -1) as ScenarioCard['rank'];
    const enhancement: Enhancement | undefined = flags.includes('w')
      ? 'wild'
      : flags.includes('s')
        ? 'stone'
        : undefined;
    return {
      rank,
      suit,
      ...(enhancement ? { enhancement } : {}),
      ...(flags.includes('x') ? { debuffed: true } : {}),
    };
  });
}

interface Row {
  readonly cards: string;
  readonly options?: DetectionOptions;
  readonly hand: PokerHandName;
  readonly scoring: readonly number[];
  readonly source: string;
}

const ROWS: readonly Row[] = [
  {
    cards: 'AS',
    hand: 'High Card',
    scoring: [0],
    source: 'facts pokerHands: only the highest card scores',
  },
  { cards: '2S 9H 5C', hand: 'High Card', scoring: [1], source: 'facts pokerHands High Card' },
  {
    cards: 'JS QH',
    hand: 'High Card',
    scoring: [1],
    source: 'get_nominal: Queen outranks Jack (both 10 chips)',
  },
  { cards: '5S 5H 9C', hand: 'Pair', scoring: [0, 1], source: 'facts pokerHands Pair' },
  {
    cards: '5S 5H 9C 9D',
    hand: 'Two Pair',
    scoring: [0, 1, 2, 3],
    source: 'facts pokerHands Two Pair',
  },
  { cards: '5S 5H 5C 9D', hand: 'Three of a Kind', scoring: [0, 1, 2], source: 'facts pokerHands' },
  {
    cards: '3S 4H 5C 6D 7S',
    hand: 'Straight',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands Straight',
  },
  {
    cards: 'AS 2H 3C 4D 5S',
    hand: 'Straight',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts playingCards: Ace low',
  },
  {
    cards: '10S JH QC KD AS',
    hand: 'Straight',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts playingCards: Ace high',
  },
  {
    cards: 'QS KH AC 2D 3S',
    hand: 'High Card',
    scoring: [2],
    source: 'facts playingCards: no wrap-around',
  },
  {
    cards: '2H 7H 9H JH KH',
    hand: 'Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands Flush',
  },
  {
    cards: '2H 2D 9H 9S 9C',
    hand: 'Full House',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands Full House',
  },
  {
    cards: '9H 9D 9S 9C 2C',
    hand: 'Four of a Kind',
    scoring: [0, 1, 2, 3],
    source: 'facts pokerHands',
  },
  {
    cards: '9H 10H JH QH KH',
    hand: 'Straight Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands',
  },
  {
    cards: '10H JH QH KH AH',
    hand: 'Straight Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'format: a Royal Flush is a Straight Flush',
  },
  {
    cards: '9H 9D 9S 9C 9C',
    hand: 'Five of a Kind',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands',
  },
  {
    cards: '9H 9H 9H 4H 4H',
    hand: 'Flush House',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands',
  },
  {
    cards: '9H 9H 9H 9H 9H',
    hand: 'Flush Five',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts pokerHands',
  },
  {
    cards: '2H 7H 9H JH KS*w',
    hand: 'Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts enhancements: Wild counts as every suit',
  },
  {
    cards: '2H 7H 9H JH KS*s',
    hand: 'High Card',
    scoring: [3, 4],
    source: 'facts enhancements: Stone has no suit, always scores',
  },
  {
    cards: 'KS KH 3C*s',
    hand: 'Pair',
    scoring: [0, 1, 2],
    source: 'facts enhancements: Stone always scores',
  },
  {
    cards: '3C*s 3D*s',
    hand: 'High Card',
    scoring: [0, 1],
    source: 'Stone cards have no rank: no pair',
  },
  {
    cards: '2H 7H 9H JH KS*w*x',
    hand: 'High Card',
    scoring: [4],
    source: 'Card:is_suit(flush): a debuffed Wild card keeps only its own suit',
  },
  {
    cards: '2H 7H 9H JH KH*x',
    hand: 'Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'debuffed cards still count for detection',
  },
  {
    cards: '2H 7H 9H JH 4C',
    options: { fourFingers: true },
    hand: 'Flush',
    scoring: [0, 1, 2, 3],
    source: 'facts jokers Four Fingers',
  },
  {
    cards: '2H 7H 9H JH',
    hand: 'High Card',
    scoring: [3],
    source: 'without Four Fingers 4 cards never flush',
  },
  {
    cards: '5S 6H 7C 8D KS',
    options: { fourFingers: true },
    hand: 'Straight',
    scoring: [0, 1, 2, 3],
    source: 'facts jokers Four Fingers',
  },
  {
    cards: '5H 6H 7H 8H KS',
    options: { fourFingers: true },
    hand: 'Straight Flush',
    scoring: [0, 1, 2, 3],
    source: 'Four Fingers: 4-card flush + 4-card straight',
  },
  {
    cards: '2S 4H 6C 8D 10S',
    options: { shortcut: true },
    hand: 'Straight',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts jokers Shortcut',
  },
  {
    cards: '3S 5H 6C 8D 10S',
    options: { shortcut: true },
    hand: 'Straight',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts jokers Shortcut: 10 8 6 5 3',
  },
  { cards: '2S 4H 6C 8D 10S', hand: 'High Card', scoring: [4], source: 'without Shortcut no gaps' },
  {
    cards: '2H 5D 7H 9D KH',
    options: { smeared: true },
    hand: 'Flush',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts jokers Smeared Joker',
  },
  {
    cards: '2S 5C 7S 9C KH',
    options: { smeared: true },
    hand: 'High Card',
    scoring: [4],
    source: 'Smeared: black and red stay apart',
  },
  {
    cards: 'KS KH 3C 7D 9S',
    options: { splash: true },
    hand: 'Pair',
    scoring: [0, 1, 2, 3, 4],
    source: 'facts jokers Splash',
  },
];

describe('detectPokerHand', () => {
  it.each(ROWS)('$cards -> $hand ($source)', (row) => {
    const detected = detectPokerHand(hand(row.cards), row.options);
    expect(detected.hand).toBe(row.hand);
    expect(detected.scoringCards).toEqual(row.scoring);
  });

  it.each([
    {
      cards: 'KS KH KC 4D 4S',
      contains: ['Full House', 'Three of a Kind', 'Two Pair', 'Pair', 'High Card'],
      source: 'format: a Full House contains Pair, Three of a Kind, Two Pair',
    },
    {
      cards: '6S 6H 6C 6D AS',
      contains: ['Four of a Kind', 'Three of a Kind', 'Pair', 'High Card'],
      source: 'evaluate_poker_hand: Four contains Three and Pair, never Two Pair',
    },
    {
      cards: '9H 10H JH QH KH',
      contains: ['Straight Flush', 'Flush', 'Straight', 'High Card'],
      source: 'evaluate_poker_hand',
    },
    {
      cards: '9H 9H 9H 4H 4H',
      contains: [
        'Flush House',
        'Full House',
        'Flush',
        'Three of a Kind',
        'Two Pair',
        'Pair',
        'High Card',
      ],
      source: 'evaluate_poker_hand',
    },
    {
      cards: '2H 2H 7H 9H KH',
      contains: ['Flush', 'Pair', 'High Card'],
      source: 'a Flush holding a pair contains Pair (Jolly Joker fires)',
    },
  ] as const)('$cards contains $contains ($source)', (row) => {
    const detected = detectPokerHand(hand(row.cards));
    expect([...detected.containedHands].sort()).toEqual([...row.contains].sort());
  });

  it('does not mutate its input', () => {
    const cards = Object.freeze(hand('KS KH 3C').map((card) => Object.freeze(card)));
    expect(() => detectPokerHand(cards, { splash: true })).not.toThrow();
  });
});
