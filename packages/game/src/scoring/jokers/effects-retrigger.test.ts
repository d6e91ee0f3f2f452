import { describe, expect, it } from 'vitest';
import { card, cards, evaluateRow, type EffectRow } from './effects-fixtures';

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Mime',
    source: 'facts: "Held-in-hand card effects ... trigger one extra time."',
    ctx: { held: cards('KS 2H') },
    expected: { heldRetriggers: [1, 1] },
  },
  {
    joker: 'Dusk',
    source: 'facts: "Retriggers every played card on the round\'s final hand." handsLeft 1',
    ctx: { played: cards('2S 2H'), handsLeft: 1 },
    expected: { retriggers: [1, 1] },
  },
  {
    joker: 'Dusk',
    source: 'not the final hand (2 left): no retrigger',
    ctx: { played: cards('2S 2H'), handsLeft: 2 },
    expected: { retriggers: [0, 0] },
  },
  {
    joker: 'Hack',
    source: 'facts: "Played 2s, 3s, 4s and 5s each trigger twice." 6 and Stone do not',
    ctx: { played: [card('2S'), card('5H'), card('6D'), card('3C', { enhancement: 'stone' })] },
    expected: { retriggers: [1, 1, 0, 0] },
  },
  {
    joker: 'Seltzer',
    source: 'facts: "Retriggers all played cards for the next 10 hands"',
    ctx: { played: cards('AS KS') },
    expected: { retriggers: [1, 1] },
  },
  {
    joker: 'Sock and Buskin',
    source: 'facts: "Played face cards (J, Q, K) trigger twice."',
    ctx: { played: cards('JS QS AS') },
    expected: { retriggers: [1, 1, 0] },
  },
  {
    joker: 'Sock and Buskin',
    source: 'Pareidolia: every card is a face card',
    ctx: { played: cards('2S AS'), modifiers: ['pareidolia'] },
    expected: { retriggers: [1, 1] },
  },
  {
    joker: 'Hanging Chad',
    source: 'facts: "Retriggers the first scored card 2 more times."',
    ctx: { played: cards('9D 5S 5H'), scoringIndices: [1, 2], hand: 'Pair' },
    expected: { retriggers: [2, 0] },
  },
];

describe('retrigger Joker effects', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});
