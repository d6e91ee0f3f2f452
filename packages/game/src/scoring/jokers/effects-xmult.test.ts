import { describe, expect, it } from 'vitest';
import {
  card,
  cards,
  evaluateRow,
  makeContext,
  makeSelf,
  type EffectRow,
} from './effects-fixtures';
import { getJokerEffect } from './registry';

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Joker Stencil',
    source:
      'facts: "X1 Mult per empty Joker slot; Stencil itself counts as empty." 5 slots, 2 Jokers: 3 + 1',
    ctx: { jokers: [{ name: 'Joker Stencil' }, { name: 'Joker' }] },
    expected: { main: { xmult: 4 } },
  },
  {
    joker: 'Joker Stencil',
    source: 'a Negative Joker adds a slot: 5 + 1 - 3 Jokers + 1 Stencil = X4',
    ctx: {
      jokers: [{ name: 'Joker Stencil' }, { name: 'Joker', edition: 'negative' }, { name: 'Egg' }],
    },
    expected: { main: { xmult: 4 } },
  },
  {
    joker: 'Joker Stencil',
    source: 'full slots (jokerSlots 2, 2 Jokers): 0 empty + 1 Stencil = X1, nothing',
    ctx: { jokerSlots: 2, jokers: [{ name: 'Joker Stencil' }, { name: 'Joker' }] },
    expected: { main: undefined },
  },
  {
    joker: 'Joker Stencil',
    source: 'contract: state "Currently X3" wins over jokerSlots',
    ctx: { jokers: [{ name: 'Joker Stencil' }] },
    state: { xmult: 3 },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Joker Stencil',
    source:
      'two Stencils and no empty slot: x_mult is 0 + 2 = X2 (the game applies any x_mult > 1)',
    ctx: { jokerSlots: 2, jokers: [{ name: 'Joker Stencil' }, { name: 'Joker Stencil' }] },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'Loyalty Card',
    source: 'facts: "X4 Mult on every 6th hand"; contract: count 0 = "Active!" fires',
    ctx: {},
    state: { count: 0 },
    expected: { main: { xmult: 4 } },
  },
  {
    joker: 'Loyalty Card',
    source: '"2 remaining": nothing this hand',
    ctx: {},
    state: { count: 2 },
    expected: { main: undefined },
  },
  {
    joker: 'Steel Joker',
    source: 'facts: "Gains X0.2 Mult per Steel card in your full deck"; state X1.6',
    ctx: {},
    state: { xmult: 1.6 },
    expected: { main: { xmult: 1.6 } },
  },
  {
    joker: 'Steel Joker',
    source: 'no state: 2 known Steel cards (held) = 1 + 2 × 0.2 = X1.4',
    ctx: { held: [card('KS', { enhancement: 'steel' }), card('QS', { enhancement: 'steel' })] },
    expected: { main: { xmult: 1.4 } },
  },
  {
    joker: 'Blackboard',
    source: 'facts: "X3 Mult when every card left in hand is a Spade or Club."',
    ctx: { held: cards('2S 5C KS') },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Blackboard',
    source: 'a held Heart spoils it',
    ctx: { held: cards('2S 5H') },
    expected: { main: undefined },
  },
  {
    joker: 'Blackboard',
    source: 'no cards held: every card (none) is black, X3',
    ctx: { held: [] },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Blackboard',
    source: 'held Wild card counts; a debuffed Spade keeps its suit (flush rules); Stone fails',
    ctx: {
      held: [card('2H', { enhancement: 'wild' }), card('3S', { debuffed: true })],
    },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Blackboard',
    source: 'a held Stone card has no suit',
    ctx: { held: [card('2S', { enhancement: 'stone' })] },
    expected: { main: undefined },
  },
  {
    joker: 'Constellation',
    source: 'facts: "Gains X0.1 Mult every time a Planet card is used"; state X1.8',
    ctx: {},
    state: { xmult: 1.8 },
    expected: { main: { xmult: 1.8 } },
  },
  {
    joker: 'Cavendish',
    source: 'facts: "X3 Mult"',
    ctx: {},
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Card Sharp',
    source: 'facts: "X3 Mult when repeating a hand type already used this round."',
    ctx: { hand: 'Pair', handsPlayedThisRound: { Pair: 1 } },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Card Sharp',
    source: 'another hand type was played this round: nothing',
    ctx: { hand: 'Pair', handsPlayedThisRound: { Flush: 2 } },
    expected: { main: undefined },
  },
  {
    joker: 'Madness',
    source: 'facts: "gains X0.5 Mult" at blind select; state X2.5',
    ctx: {},
    state: { xmult: 2.5 },
    expected: { main: { xmult: 2.5 } },
  },
  {
    joker: 'Hologram',
    source: 'facts: "Gains X0.25 Mult whenever a playing card is added"; fresh X1: nothing',
    ctx: {},
    expected: { main: undefined },
  },
  {
    joker: 'Baron',
    source: 'facts: "X1.5 Mult for every King kept in hand (not played)."',
    ctx: { held: cards('KS 2H KD') },
    expected: { held: [{ xmult: 1.5 }, undefined, { xmult: 1.5 }] },
  },
  {
    joker: 'Photograph',
    source: 'facts: "The first scored face card gives X2 Mult." Only the first King',
    ctx: { played: cards('5S KS KH'), hand: 'Pair', scoringIndices: [1, 2] },
    expected: { scored: [{ xmult: 2 }, undefined] },
  },
  {
    joker: 'Photograph',
    source: 'a debuffed first face is no face, so the next face card gets X2',
    ctx: { played: [card('QS', { debuffed: true }), card('JS')] },
    expected: { scored: [undefined, { xmult: 2 }] },
  },
  {
    joker: 'Ancient Joker',
    source: 'facts: "Scored cards of the named suit give X1.5 Mult"; state suit Clubs',
    ctx: { played: cards('4C 4D') },
    state: { suit: 'clubs' },
    expected: { scored: [{ xmult: 1.5 }, undefined] },
  },
  {
    joker: 'Ancient Joker',
    source: "no suit typed: the round's suit is unknown, nothing matches",
    ctx: { played: cards('4C') },
    expected: { scored: [undefined] },
  },
  {
    joker: 'Ramen',
    source: 'facts: "X2 Mult, losing X0.01 for every card discarded"; fresh X2',
    ctx: {},
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'Ramen',
    source: 'after 7 discarded cards the card shows X1.93',
    ctx: {},
    state: { xmult: 1.93 },
    expected: { main: { xmult: 1.93 } },
  },
  {
    joker: 'Campfire',
    source: 'facts: "Gains X0.25 Mult per card sold"; state X1.75',
    ctx: {},
    state: { xmult: 1.75 },
    expected: { main: { xmult: 1.75 } },
  },
  {
    joker: 'Acrobat',
    source: 'facts: "X3 Mult on the last hand of the round"; handsLeft 1 includes this one',
    ctx: { handsLeft: 1 },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Acrobat',
    source: '2 hands left: not the last',
    ctx: { handsLeft: 2 },
    expected: { main: undefined },
  },
  {
    joker: 'Throwback',
    source: 'facts: "X0.25 Mult for each blind skipped"; state X1.5',
    ctx: {},
    state: { xmult: 1.5 },
    expected: { main: { xmult: 1.5 } },
  },
  {
    joker: 'Bloodstone',
    source: 'facts: "Scored Hearts have a 1 in 2 chance to give X1.5 Mult." (engine weighs luck)',
    ctx: { played: cards('AH AS') },
    expected: { scored: [{ xmult: 1.5, chance: { denominator: 2 } }, undefined] },
  },
  {
    joker: 'Glass Joker',
    source: 'facts: "Gains X0.75 Mult for each Glass card that shatters"; state X2.5',
    ctx: {},
    state: { xmult: 2.5 },
    expected: { main: { xmult: 2.5 } },
  },
  {
    joker: 'Flower Pot',
    source: 'facts: "X3 Mult if the scoring hand includes a Diamond, Club, Heart and Spade."',
    ctx: { played: cards('2D 3C 4H 5S 6S') },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Flower Pot',
    source: 'a Wild card fills the missing Club',
    ctx: { played: [card('2D'), card('3H'), card('4S'), card('9H', { enhancement: 'wild' })] },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Flower Pot',
    source: 'non-scoring cards do not count: the Club is not in the scoring Pair',
    ctx: { played: cards('2D 2H 4S 5C'), scoringIndices: [0, 1] },
    expected: { main: undefined },
  },
  {
    joker: 'Flower Pot',
    source: 'Smeared: a Heart fills Hearts first, a Diamond then fills Diamonds; no black = none',
    ctx: { played: cards('2H 3D 4H 5D'), modifiers: ['smeared'] },
    expected: { main: undefined },
  },
  {
    joker: 'The Idol',
    source: 'facts: "Each scored card of the named rank and suit gives X2"; state Q of Hearts',
    ctx: { played: [card('QH'), card('QS'), card('QD', { enhancement: 'wild' })] },
    state: { rank: 'Q', suit: 'hearts' },
    expected: { scored: [{ xmult: 2 }, undefined, { xmult: 2 }] },
  },
  {
    joker: 'Seeing Double',
    source: 'facts: "X2 Mult if scoring cards include a Club plus a card of another suit."',
    ctx: { played: cards('7C 7H') },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'Seeing Double',
    source: 'Clubs only: nothing',
    ctx: { played: cards('7C 8C') },
    expected: { main: undefined },
  },
  {
    joker: 'Seeing Double',
    source: 'a Wild card is taken as the Club first',
    ctx: { played: [card('7H'), card('7D', { enhancement: 'wild' })] },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'Seeing Double',
    source: 'Smeared: a lone Spade is also a Club, so both suits are present',
    ctx: { played: cards('7S'), modifiers: ['smeared'] },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'Hit the Road',
    source: 'facts: "Gains X0.5 Mult per Jack discarded this round"; state X2',
    ctx: {},
    state: { xmult: 2 },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'The Duo',
    source: 'facts: "X2 Mult when the played hand contains a Pair."',
    ctx: { hand: 'Three of a Kind', contains: ['Three of a Kind', 'Pair'] },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: 'The Trio',
    source: 'facts: "X3 Mult ... Three of a Kind."',
    ctx: { hand: 'Full House', contains: ['Full House', 'Three of a Kind', 'Two Pair', 'Pair'] },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'The Family',
    source: 'facts: "X4 Mult ... Four of a Kind." A Full House has none',
    ctx: { hand: 'Full House', contains: ['Full House', 'Three of a Kind', 'Two Pair', 'Pair'] },
    expected: { main: undefined },
  },
  {
    joker: 'The Order',
    source: 'facts: "X3 Mult ... a Straight."',
    ctx: { hand: 'Straight' },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'The Tribe',
    source: 'facts: "X2 Mult ... a Flush."',
    ctx: { hand: 'Flush' },
    expected: { main: { xmult: 2 } },
  },
  {
    joker: "Driver's License",
    source: 'facts: "X3 Mult if your full deck has 16 or more Enhanced cards"; state 16',
    ctx: {},
    state: { count: 16 },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: "Driver's License",
    source: 'state 15 enhanced cards: nothing',
    ctx: {},
    state: { count: 15 },
    expected: { main: undefined },
  },
  {
    joker: 'Canio',
    source: 'facts: "Gains X1 Mult each time a face card is destroyed"; state X3',
    ctx: {},
    state: { xmult: 3 },
    expected: { main: { xmult: 3 } },
  },
  {
    joker: 'Triboulet',
    source: 'facts: "Each scored King or Queen gives X2 Mult." Jack does not',
    ctx: { played: cards('KS QS JS') },
    expected: { scored: [{ xmult: 2 }, { xmult: 2 }, undefined] },
  },
  {
    joker: 'Yorick',
    source: 'facts: "Gains X1 Mult for every 23 cards discarded"; state X2',
    ctx: {},
    state: { xmult: 2 },
    expected: { main: { xmult: 2 } },
  },
];

describe('×Mult Joker effects', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});

describe('Baseball Card (joker on joker)', () => {
  it.each([
    { other: 'Blueprint', expected: undefined, source: 'Blueprint is Rare' },
    { other: 'Steel Joker', expected: { xmult: 1.5 }, source: 'Steel Joker is Uncommon' },
    { other: 'Joker', expected: undefined, source: 'Joker is Common' },
  ] as const)(
    'facts: "Each Uncommon Joker you own gives X1.5 Mult." $source',
    ({ other, expected }) => {
      const ctx = makeContext({ jokers: [{ name: 'Baseball Card' }, { name: other }] });
      const self = makeSelf({ name: 'Baseball Card' });
      const otherView = ctx.jokers[1];
      if (otherView === undefined) throw new Error('missing Joker');
      expect(getJokerEffect('Baseball Card')?.otherJoker?.(ctx, self, otherView)).toEqual(expected);
    },
  );
});
