import { describe, expect, it } from 'vitest';
import { card, cards, evaluateRow, type EffectRow } from './effects-fixtures';

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Joker',
    source: 'facts: "+4 Mult, unconditionally."',
    ctx: { played: cards('2S') },
    expected: { main: { mult: 4 } },
  },
  {
    joker: 'Greedy Joker',
    source: 'facts: "+3 Mult per scoring Diamond." 2 Diamonds score, the Spade does not',
    ctx: { played: cards('2D 5D 9S') },
    expected: { scored: [{ mult: 3 }, { mult: 3 }, undefined] },
  },
  {
    joker: 'Lusty Joker',
    source: 'facts: "+3 Mult per scoring Heart." A Wild card is every suit',
    ctx: { played: [card('2S', { enhancement: 'wild' }), card('3H')] },
    expected: { scored: [{ mult: 3 }, { mult: 3 }] },
  },
  {
    joker: 'Wrathful Joker',
    source: 'facts: "+3 Mult per scoring Spade." Smeared Joker makes a Club a Spade',
    ctx: { played: cards('4C 4H'), modifiers: ['smeared'] },
    expected: { scored: [{ mult: 3 }, undefined] },
  },
  {
    joker: 'Gluttonous Joker',
    source: 'facts: "+3 Mult per scoring Club." A Stone card has no suit',
    ctx: { played: [card('4C', { enhancement: 'stone' }), card('KC')] },
    expected: { scored: [undefined, { mult: 3 }] },
  },
  {
    joker: 'Jolly Joker',
    source: 'facts: "+8 Mult when the played hand contains a Pair." Full House contains a Pair',
    ctx: { hand: 'Full House', contains: ['Full House', 'Three of a Kind', 'Two Pair', 'Pair'] },
    expected: { main: { mult: 8 } },
  },
  {
    joker: 'Zany Joker',
    source: 'facts: "+12 Mult ... Three of a Kind." A Pair does not contain one',
    ctx: { hand: 'Pair' },
    expected: { main: undefined },
  },
  {
    joker: 'Mad Joker',
    source: 'facts: "+10 Mult ... Two Pair."',
    ctx: { hand: 'Two Pair', contains: ['Two Pair', 'Pair'] },
    expected: { main: { mult: 10 } },
  },
  {
    joker: 'Crazy Joker',
    source: 'facts: "+12 Mult ... a Straight." Straight Flush contains a Straight',
    ctx: { hand: 'Straight Flush', contains: ['Straight Flush', 'Straight', 'Flush'] },
    expected: { main: { mult: 12 } },
  },
  {
    joker: 'Droll Joker',
    source: 'facts: "+10 Mult ... a Flush."',
    ctx: { hand: 'Flush' },
    expected: { main: { mult: 10 } },
  },
  {
    joker: 'Half Joker',
    source: 'facts: "+20 Mult when you play 3 cards or fewer." 3 played, 1 scoring',
    ctx: { played: cards('AS 7D 2C'), scoringIndices: [0] },
    expected: { main: { mult: 20 } },
  },
  {
    joker: 'Half Joker',
    source: 'facts: "... 3 cards or fewer." 4 played cards count even if only 2 score',
    ctx: { played: cards('AS AD 7C 2H'), scoringIndices: [0, 1], hand: 'Pair' },
    expected: { main: undefined },
  },
  {
    joker: 'Ceremonial Dagger',
    source: 'facts: gains double the sell value at blind select; state "Currently +12 Mult"',
    ctx: {},
    state: { mult: 12 },
    expected: { main: { mult: 12 } },
  },
  {
    joker: 'Mystic Summit',
    source: 'facts: "+15 Mult while you have zero discards left."',
    ctx: { discardsLeft: 0 },
    expected: { main: { mult: 15 } },
  },
  {
    joker: 'Mystic Summit',
    source: 'facts: "... zero discards left." 1 discard left: nothing',
    ctx: { discardsLeft: 1 },
    expected: { main: undefined },
  },
  {
    joker: 'Misprint',
    source: 'facts: "+0 and +23 Mult"; contract Luck: all = +23',
    ctx: { luck: 'all' },
    expected: { main: { mult: 23 } },
  },
  {
    joker: 'Misprint',
    source: 'contract Luck: average = (0 + 23) / 2 = +11.5',
    ctx: { luck: 'average' },
    expected: { main: { mult: 11.5 } },
  },
  {
    joker: 'Misprint',
    source: 'contract Luck: none = +0',
    ctx: { luck: 'none' },
    expected: { main: { mult: 0 } },
  },
  {
    joker: 'Raised Fist',
    source: 'facts: "Mult + twice the rank of the lowest card kept in hand." held 9 5 K: 2 × 5',
    ctx: { held: cards('9S 5H KD') },
    expected: { held: [undefined, { mult: 10 }, undefined] },
  },
  {
    joker: 'Raised Fist',
    source: 'game compares with >=, so of two 3s the rightmost is chosen; Stone skipped',
    ctx: { held: [card('3S'), card('2H', { enhancement: 'stone' }), card('3D')] },
    expected: { held: [undefined, undefined, { mult: 6 }] },
  },
  {
    joker: 'Raised Fist',
    source: 'only Aces held: an Ace is worth 11, so 2 × 11 = 22 on the last one',
    ctx: { held: cards('AS AH') },
    expected: { held: [undefined, { mult: 22 }] },
  },
  {
    joker: 'Raised Fist',
    source: 'the lowest card is debuffed: the game shows "debuffed" and adds nothing',
    ctx: { held: [card('KS'), card('2H', { debuffed: true })] },
    expected: { held: [undefined, undefined] },
  },
  {
    joker: 'Fibonacci',
    source: 'facts: "Each scored Ace, 2, 3, 5 or 8 adds +8 Mult." A 4 does not',
    ctx: { played: cards('AS 2S 3S 4S 5S') },
    expected: { scored: [{ mult: 8 }, { mult: 8 }, { mult: 8 }, undefined, { mult: 8 }] },
  },
  {
    joker: 'Abstract Joker',
    source: 'facts: "+3 Mult for every Joker you currently own." 3 Jokers (itself included) = 9',
    ctx: {
      jokers: [{ name: 'Abstract Joker' }, { name: 'Joker' }, { name: 'Egg', debuffed: true }],
    },
    expected: { main: { mult: 9 } },
  },
  {
    joker: 'Abstract Joker',
    source: 'contract: state "Currently +15 Mult" wins over the Jokers listed',
    ctx: { jokers: [{ name: 'Abstract Joker' }] },
    state: { mult: 15 },
    expected: { main: { mult: 15 } },
  },
  {
    joker: 'Gros Michel',
    source: 'facts: "+15 Mult"',
    ctx: {},
    expected: { main: { mult: 15 } },
  },
  {
    joker: 'Even Steven',
    source: 'facts: "Each scored 10, 8, 6, 4 or 2 adds +4 Mult." Faces and Aces are not even',
    ctx: { played: cards('10S 8S QS AS 2S') },
    expected: { scored: [{ mult: 4 }, { mult: 4 }, undefined, undefined, { mult: 4 }] },
  },
  {
    joker: 'Scholar',
    source: 'facts: "Each scored Ace adds +20 Chips and +4 Mult."',
    ctx: { played: cards('AS KS') },
    expected: { scored: [{ chips: 20, mult: 4 }, undefined] },
  },
  {
    joker: 'Supernova',
    source: 'facts: times played this run; contract: handsPlayed (4) plus this play = +5',
    ctx: { hand: 'Pair', handsPlayed: { Pair: 4 } },
    expected: { main: { mult: 5 } },
  },
  {
    joker: 'Supernova',
    source: 'first play of the hand this run: +1',
    ctx: { hand: 'Flush' },
    expected: { main: { mult: 1 } },
  },
  {
    joker: 'Red Card',
    source: 'facts: "+3 Mult whenever any Booster Pack is skipped"; state +9',
    ctx: {},
    state: { mult: 9 },
    expected: { main: { mult: 9 } },
  },
  {
    joker: 'Red Card',
    source: 'no pack skipped yet (no state): +0, so nothing',
    ctx: {},
    expected: { main: undefined },
  },
  {
    joker: 'Erosion',
    source: 'facts: "+4 Mult per card your full deck is below its starting size." 52 - 47 = 5: +20',
    ctx: { fullDeckSize: 47 },
    expected: { main: { mult: 20 } },
  },
  {
    joker: 'Erosion',
    source: 'Abandoned Deck starts at 40 cards: 40 - 38 = 2: +8',
    ctx: { fullDeckSize: 38, deck: 'Abandoned Deck' },
    expected: { main: { mult: 8 } },
  },
  {
    joker: 'Erosion',
    source: 'contract: state wins over fullDeckSize',
    ctx: { fullDeckSize: 47 },
    state: { mult: 12 },
    expected: { main: { mult: 12 } },
  },
  {
    joker: 'Erosion',
    source: 'a deck above its starting size gives 0, never negative',
    ctx: { fullDeckSize: 60 },
    expected: { main: undefined },
  },
  {
    joker: 'Fortune Teller',
    source: 'facts: "+1 Mult for each Tarot consumed so far this run"; state +7',
    ctx: {},
    state: { mult: 7 },
    expected: { main: { mult: 7 } },
  },
  {
    joker: 'Flash Card',
    source: 'facts: "+2 Mult for every shop reroll"; state +6',
    ctx: {},
    state: { mult: 6 },
    expected: { main: { mult: 6 } },
  },
  {
    joker: 'Popcorn',
    source: 'facts: "+20 Mult, dropping by 4 each round"; fresh = +20',
    ctx: {},
    expected: { main: { mult: 20 } },
  },
  {
    joker: 'Popcorn',
    source: 'after two rounds the card shows +12',
    ctx: {},
    state: { mult: 12 },
    expected: { main: { mult: 12 } },
  },
  {
    joker: 'Walkie Talkie',
    source: 'facts: "Each scored 10 or 4 adds +10 Chips and +4 Mult."',
    ctx: { played: cards('10S 4H 5D') },
    expected: { scored: [{ chips: 10, mult: 4 }, { chips: 10, mult: 4 }, undefined] },
  },
  {
    joker: 'Smiley Face',
    source: 'facts: "Each scored face card adds +5 Mult." A debuffed King is no face',
    ctx: { played: [card('KS'), card('QH', { debuffed: true }), card('AS')] },
    expected: { scored: [{ mult: 5 }, undefined, undefined] },
  },
  {
    joker: 'Smiley Face',
    source: 'Pareidolia makes every card a face card',
    ctx: { played: cards('2S 3H'), modifiers: ['pareidolia'] },
    expected: { scored: [{ mult: 5 }, { mult: 5 }] },
  },
  {
    joker: 'Swashbuckler',
    source:
      'facts: "combined sell value of your other Jokers": Joker $1 + typed $4 + ' +
      'Foil Blueprint floor((10 + 2) / 2) = $6 = +11',
    ctx: {
      jokers: [
        { name: 'Swashbuckler' },
        { name: 'Joker' },
        { name: 'Egg', sellValue: 4 },
        { name: 'Blueprint', edition: 'foil' },
      ],
    },
    expected: { main: { mult: 11 } },
  },
  {
    joker: 'Swashbuckler',
    source: 'contract: state wins over derived sell values',
    ctx: { jokers: [{ name: 'Swashbuckler' }, { name: 'Joker' }] },
    state: { mult: 30 },
    expected: { main: { mult: 30 } },
  },
  {
    joker: 'Onyx Agate',
    source: 'facts: "Each scored Club adds +7 Mult."',
    ctx: { played: cards('2C 2H') },
    expected: { scored: [{ mult: 7 }, undefined] },
  },
  {
    joker: 'Shoot the Moon',
    source: 'facts: "+13 Mult for every Queen kept in hand."',
    ctx: { held: cards('QS KS QD') },
    expected: { held: [{ mult: 13 }, undefined, { mult: 13 }] },
  },
  {
    joker: 'Bootstraps',
    source: 'facts: "+2 Mult per $5 in your wallet." $23: floor(23 / 5) = 4: +8',
    ctx: { money: 23 },
    expected: { main: { mult: 8 } },
  },
  {
    joker: 'Bootstraps',
    source: 'in debt (-$10, Credit Card) gives nothing, never negative Mult',
    ctx: { money: -10 },
    expected: { main: undefined },
  },
  {
    joker: 'Bootstraps',
    source: 'contract: state "Currently +6 Mult" wins over money',
    ctx: { money: 0 },
    state: { mult: 6 },
    expected: { main: { mult: 6 } },
  },
];

describe('+Mult Joker effects', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});
