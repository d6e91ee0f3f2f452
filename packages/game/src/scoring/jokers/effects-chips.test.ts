import { describe, expect, it } from 'vitest';
import { card, cards, evaluateRow, type EffectRow } from './effects-fixtures';

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Sly Joker',
    source: 'facts: "+50 Chips when the played hand contains a Pair."',
    ctx: { hand: 'Two Pair', contains: ['Two Pair', 'Pair'] },
    expected: { main: { chips: 50 } },
  },
  {
    joker: 'Wily Joker',
    source: 'facts: "+100 Chips ... Three of a Kind." Four of a Kind contains one',
    ctx: { hand: 'Four of a Kind', contains: ['Four of a Kind', 'Three of a Kind', 'Pair'] },
    expected: { main: { chips: 100 } },
  },
  {
    joker: 'Clever Joker',
    source: 'facts: "+80 Chips ... Two Pair." Four of a Kind does not contain Two Pair',
    ctx: { hand: 'Four of a Kind', contains: ['Four of a Kind', 'Three of a Kind', 'Pair'] },
    expected: { main: undefined },
  },
  {
    joker: 'Devious Joker',
    source: 'facts: "+100 Chips ... a Straight."',
    ctx: { hand: 'Straight' },
    expected: { main: { chips: 100 } },
  },
  {
    joker: 'Crafty Joker',
    source: 'facts: "+80 Chips ... a Flush." Flush House contains a Flush',
    ctx: { hand: 'Flush House', contains: ['Flush House', 'Flush', 'Full House', 'Pair'] },
    expected: { main: { chips: 80 } },
  },
  {
    joker: 'Banner',
    source: 'facts: "+30 Chips for each discard you still have." 3 discards = 90',
    ctx: { discardsLeft: 3 },
    expected: { main: { chips: 90 } },
  },
  {
    joker: 'Banner',
    source: 'no discards left: nothing',
    ctx: { discardsLeft: 0 },
    expected: { main: undefined },
  },
  {
    joker: 'Scary Face',
    source: 'facts: "Each scored face card adds +30 Chips."',
    ctx: { played: cards('JS QH 10D') },
    expected: { scored: [{ chips: 30 }, { chips: 30 }, undefined] },
  },
  {
    joker: 'Odd Todd',
    source: 'facts: "Each scored Ace, 9, 7, 5 or 3 adds +31 Chips." J (11) and K (13) are not',
    ctx: { played: cards('AS 9S JS KS 3S') },
    expected: { scored: [{ chips: 31 }, { chips: 31 }, undefined, undefined, { chips: 31 }] },
  },
  {
    joker: 'Ice Cream',
    source: 'facts: "+100 Chips, shrinking by 5 per hand played"; it shrinks after scoring',
    ctx: {},
    expected: { main: { chips: 100 } },
  },
  {
    joker: 'Ice Cream',
    source: 'after 4 hands the card shows +80',
    ctx: {},
    state: { chips: 80 },
    expected: { main: { chips: 80 } },
  },
  {
    joker: 'Blue Joker',
    source: 'facts: "+2 Chips for each card still left in your draw pile." 44 cards = 88',
    ctx: { deckRemaining: 44 },
    expected: { main: { chips: 88 } },
  },
  {
    joker: 'Blue Joker',
    source: 'contract: state wins over deckRemaining',
    ctx: { deckRemaining: 44 },
    state: { chips: 60 },
    expected: { main: { chips: 60 } },
  },
  {
    joker: 'Blue Joker',
    source: 'no deckRemaining: a fresh round, 52 - 5 played - 3 held = 44 cards = 88',
    ctx: { played: cards('2S 3S 4S 5S 7D'), held: cards('8S 9S 10S') },
    expected: { main: { chips: 88 } },
  },
  {
    joker: 'Stone Joker',
    source: 'facts: "+25 Chips per Stone card in your full deck"; state shows +75',
    ctx: {},
    state: { chips: 75 },
    expected: { main: { chips: 75 } },
  },
  {
    joker: 'Stone Joker',
    source: 'no state: the known cards hold 2 Stone cards (1 played, 1 held) = 50',
    ctx: {
      played: [card('2S', { enhancement: 'stone' })],
      held: [card('3S', { enhancement: 'stone' }), card('4S')],
    },
    expected: { main: { chips: 50 } },
  },
  {
    joker: 'Bull',
    source: 'facts: "+2 Chips for every $1 you currently hold." $17 = 34',
    ctx: { money: 17 },
    expected: { main: { chips: 34 } },
  },
  {
    joker: 'Bull',
    source: 'in debt the game uses max(0, money): nothing',
    ctx: { money: -5 },
    expected: { main: undefined },
  },
  {
    joker: 'Bull',
    source: 'contract: state "Currently +40 Chips" wins over money',
    ctx: { money: 3 },
    state: { chips: 40 },
    expected: { main: { chips: 40 } },
  },
  {
    joker: 'Castle',
    source: 'facts: "+3 Chips per discarded card of the named suit"; state +27',
    ctx: {},
    state: { chips: 27, suit: 'hearts' },
    expected: { main: { chips: 27 } },
  },
  {
    joker: 'Arrowhead',
    source: 'facts: "Each scored Spade adds +50 Chips."',
    ctx: { played: cards('AS AH') },
    expected: { scored: [{ chips: 50 }, undefined] },
  },
  {
    joker: 'Stuntman',
    source: 'facts: "+250 Chips"',
    ctx: {},
    expected: { main: { chips: 250 } },
  },
];

describe('+Chips Joker effects', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});
