import { describe, expect, it } from 'vitest';
import {
  card,
  cards,
  evaluateRow,
  scoredCard,
  makeContext,
  makeSelf,
  type EffectRow,
} from './effects-fixtures';
import { getJokerEffect } from './registry';

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Green Joker',
    source: 'facts: "Gains +1 Mult per hand played"; contract: state +5 becomes +6 before scoring',
    ctx: {},
    state: { mult: 5 },
    expected: { before: { state: { mult: 6 } } },
  },
  {
    joker: 'Green Joker',
    source: 'fresh Green Joker (+0): this hand makes it +1',
    ctx: {},
    expected: { before: { state: { mult: 1 } } },
  },
  {
    joker: 'Green Joker',
    source: 'a Blueprint copy does not grow it (game: not context.blueprint)',
    ctx: {},
    state: { mult: 5 },
    copied: true,
    expected: { before: undefined, main: { mult: 5 } },
  },
  {
    joker: 'Ride the Bus',
    source: 'facts: "+1 Mult per hand in a row with no scoring face card"; state +3 becomes +4',
    ctx: { played: cards('2S 2H KD'), scoringIndices: [0, 1], hand: 'Pair' },
    state: { mult: 3 },
    expected: { before: { state: { mult: 4 } } },
  },
  {
    joker: 'Ride the Bus',
    source: 'a scoring face card resets it to 0 before it scores',
    ctx: { played: cards('KS KH'), hand: 'Pair' },
    state: { mult: 7 },
    expected: { before: { state: { mult: 0 } } },
  },
  {
    joker: 'Ride the Bus',
    source: 'a debuffed face card is no face card: no reset',
    ctx: { played: [card('KS', { debuffed: true })] },
    state: { mult: 7 },
    expected: { before: { state: { mult: 8 } } },
  },
  {
    joker: 'Ride the Bus',
    source: 'Pareidolia: every card is a face card, so it always resets',
    ctx: { played: cards('2S'), modifiers: ['pareidolia'] },
    state: { mult: 7 },
    expected: { before: { state: { mult: 0 } } },
  },
  {
    joker: 'Runner',
    source: 'facts: "Gains +15 Chips each time a played hand contains a Straight." +30 → +45',
    ctx: { hand: 'Straight' },
    state: { chips: 30 },
    expected: { before: { state: { chips: 45 } } },
  },
  {
    joker: 'Runner',
    source: 'no Straight: stays +30 and scores it',
    ctx: { hand: 'Flush' },
    state: { chips: 30 },
    expected: { before: undefined, main: { chips: 30 } },
  },
  {
    joker: 'Square Joker',
    source: 'facts: "Gains +4 Chips whenever the played hand has exactly 4 cards." +8 → +12',
    ctx: { played: cards('2S 2H 7D 9C'), scoringIndices: [0, 1], hand: 'Pair' },
    state: { chips: 8 },
    expected: { before: { state: { chips: 12 } } },
  },
  {
    joker: 'Square Joker',
    source: '5 cards: no growth',
    ctx: { played: cards('2S 2H 7D 9C 10C') },
    state: { chips: 8 },
    expected: { before: undefined },
  },
  {
    joker: 'Spare Trousers',
    source: 'facts: "Gains +2 Mult each time the played hand contains Two Pair." Full House does',
    ctx: { hand: 'Full House', contains: ['Full House', 'Three of a Kind', 'Two Pair', 'Pair'] },
    state: { mult: 4 },
    expected: { before: { state: { mult: 6 } } },
  },
  {
    joker: 'Spare Trousers',
    source: 'Four of a Kind does not contain Two Pair in the game',
    ctx: { hand: 'Four of a Kind', contains: ['Four of a Kind', 'Three of a Kind', 'Pair'] },
    state: { mult: 4 },
    expected: { before: undefined, main: { mult: 4 } },
  },
  {
    joker: 'Vampire',
    source:
      'facts: "Gains X0.1 Mult per scored Enhanced card, removing that card\'s Enhancement." ' +
      'X1.2 + 2 × 0.1 = X1.4; the debuffed Glass card and the plain card are skipped',
    ctx: {
      played: [
        card('AS', { enhancement: 'glass' }),
        card('AH', { enhancement: 'glass', debuffed: true }),
        card('AD', { enhancement: 'stone' }),
        card('AC'),
      ],
    },
    state: { xmult: 1.2 },
    expected: {
      before: {
        state: { xmult: 1.4 },
        cardChanges: [
          { index: 0, enhancement: null },
          { index: 2, enhancement: null },
        ],
      },
    },
  },
  {
    joker: 'Vampire',
    source: 'non-scoring Enhanced cards are not drained',
    ctx: { played: [card('AS'), card('2H', { enhancement: 'mult' })], scoringIndices: [0] },
    state: { xmult: 1.2 },
    expected: { before: undefined, main: { xmult: 1.2 } },
  },
  {
    joker: 'Vampire',
    source: 'a Blueprint copy drains nothing and scores the current value',
    ctx: { played: [card('AS', { enhancement: 'glass' })] },
    state: { xmult: 1.5 },
    copied: true,
    expected: { before: undefined, main: { xmult: 1.5 } },
  },
  {
    joker: 'Obelisk',
    source:
      'facts: "Gains X0.2 Mult per hand in a row avoiding your most-played hand." ' +
      'Pair played 10 times, this Flush makes 3: X1.4 → X1.6',
    ctx: { hand: 'Flush', handsPlayed: { Pair: 10, Flush: 2 } },
    state: { xmult: 1.4 },
    expected: { before: { state: { xmult: 1.6 } } },
  },
  {
    joker: 'Obelisk',
    source: 'playing the most-played hand resets it to X1 before it scores',
    ctx: { hand: 'Pair', handsPlayed: { Pair: 10, Flush: 2 } },
    state: { xmult: 1.4 },
    expected: { before: { state: { xmult: 1 } } },
  },
  {
    joker: 'Obelisk',
    source:
      'a tie is no reset: Flush 4 + 1 = Pair 5, and the game resets only when no other hand ' +
      'has been played at least as often (`v.played >= play_more_than`): X1.4 → X1.6',
    ctx: { hand: 'Flush', handsPlayed: { Pair: 5, Flush: 4 } },
    state: { xmult: 1.4 },
    expected: { before: { state: { xmult: 1.6 } } },
  },
  {
    joker: 'Midas Mask',
    source: 'facts: "Scoring face cards are permanently enhanced to Gold." before they score',
    ctx: {
      played: [card('KS', { enhancement: 'glass' }), card('KH'), card('2D')],
      scoringIndices: [0, 1],
    },
    expected: {
      before: {
        cardChanges: [
          { index: 0, enhancement: 'gold' },
          { index: 1, enhancement: 'gold' },
        ],
      },
    },
  },
  {
    joker: 'Midas Mask',
    source: 'no face card: nothing',
    ctx: { played: cards('2D') },
    expected: { before: undefined },
  },
  {
    joker: 'Wee Joker',
    source: 'facts: "Gains +8 Chips each time a played 2 scores." state +16 → +24 on the 2',
    ctx: { played: cards('2S 3S') },
    state: { chips: 16 },
    expected: { scored: [{ state: { chips: 24 } }, undefined] },
  },
  {
    joker: 'Hiker',
    source: 'facts: "Each scored card permanently gains +5 Chips."',
    ctx: { played: cards('2S 3S') },
    expected: {
      scored: [
        { cardChanges: [{ index: 0, addExtraChips: 5 }] },
        { cardChanges: [{ index: 1, addExtraChips: 5 }] },
      ],
    },
  },
];

describe('Jokers that grow as the hand is played', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});

describe('Lucky Cat', () => {
  const lucky = makeContext({ played: [card('7S', { enhancement: 'lucky' })] });
  const luckyCat = getJokerEffect('Lucky Cat');

  it.each([
    { luckyTrigger: 1, xmult: 1.75, source: 'the Lucky card fired: X1.5 + 0.25' },
    { luckyTrigger: 19 / 75, xmult: 1.5 + 0.25 * (19 / 75), source: 'average: weighed by 19/75' },
  ])('facts: "Gains X0.25 Mult each time a Lucky card successfully triggers." $source', (row) => {
    const self = makeSelf({ name: 'Lucky Cat', state: { xmult: 1.5 } });
    const view = scoredCard(lucky, 0, { luckyTrigger: row.luckyTrigger });
    const result = luckyCat?.scoredCard?.(lucky, self, view);
    expect(result?.state?.xmult).toBeCloseTo(row.xmult, 9);
  });

  it('does not grow when the Lucky card did not fire, and scores its current value', () => {
    const self = makeSelf({ name: 'Lucky Cat', state: { xmult: 1.5 } });
    expect(luckyCat?.scoredCard?.(lucky, self, scoredCard(lucky, 0))).toBeUndefined();
    expect(luckyCat?.main?.(lucky, self)).toEqual({ xmult: 1.5 });
  });
});

describe('scaling arithmetic', () => {
  it('adds X0.1 steps without floating-point drift (X1.1 + 2 × 0.1 shows X1.3)', () => {
    const ctx = makeContext({
      played: [card('AS', { enhancement: 'mult' }), card('AH', { enhancement: 'bonus' })],
    });
    const self = makeSelf({ name: 'Vampire', state: { xmult: 1.1 } });
    expect(getJokerEffect('Vampire')?.before?.(ctx, self)?.state?.xmult).toBe(1.3);
  });

  it('never mutates the state it reads', () => {
    const state = Object.freeze({ mult: 2 });
    const self = makeSelf({ name: 'Green Joker', state });
    const result = getJokerEffect('Green Joker')?.before?.(makeContext(), self);
    expect(result?.state).toEqual({ mult: 3 });
    expect(state).toEqual({ mult: 2 });
  });
});
