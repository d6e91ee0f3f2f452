import { describe, expect, it } from 'vitest';
import { card, cards, evaluateRow, type EffectRow } from './effects-fixtures';
import { getJokerEffect } from './registry';

describe('rule-changing Jokers', () => {
  it.each([
    { joker: 'Four Fingers', rule: 'fourFingers', source: 'facts: "Four cards are enough ..."' },
    { joker: 'Shortcut', rule: 'shortcut', source: 'facts: "Straights may skip one rank"' },
    { joker: 'Smeared Joker', rule: 'smeared', source: 'facts: "Red suits count as one suit"' },
    { joker: 'Splash', rule: 'splash', source: 'facts: "Every played card scores"' },
    { joker: 'Pareidolia', rule: 'pareidolia', source: 'facts: "Every playing card is ... face"' },
    {
      joker: 'Oops! All 6s',
      rule: 'doubleProbabilities',
      source: 'facts: "All printed odds double"',
    },
    { joker: 'Chicot', rule: 'disablesBoss', source: 'facts: "Boss Blind effects never apply"' },
  ] as const)('$joker sets $rule ($source)', ({ joker, rule }) => {
    expect(getJokerEffect(joker)?.modifiers).toEqual([rule]);
  });

  it.each([
    { joker: 'Blueprint', copies: 'right', source: 'facts: "the Joker immediately to its right"' },
    { joker: 'Brainstorm', copies: 'leftmost', source: 'facts: "the leftmost slot"' },
  ] as const)('$joker copies the $copies Joker ($source)', ({ joker, copies }) => {
    expect(getJokerEffect(joker)?.copies).toBe(copies);
  });

  it('marks the Jokers whose value depends on card order (Photograph, Hanging Chad)', () => {
    expect(getJokerEffect('Photograph')?.orderSensitive).toBe(true);
    expect(getJokerEffect('Hanging Chad')?.orderSensitive).toBe(true);
  });
});

const ROWS: readonly EffectRow[] = [
  {
    joker: 'Space Joker',
    source: 'facts: "Played poker hand gains a level 1 time in 4." (engine weighs luck)',
    ctx: { hand: 'Flush' },
    expected: { before: { levelUp: 1, chance: { denominator: 4 } } },
  },
  {
    joker: 'Business Card',
    source: 'facts: "Scored face cards have a 1 in 2 chance to pay $2."',
    ctx: { played: cards('KS 9S') },
    expected: { scored: [{ money: 2, chance: { denominator: 2 } }, undefined] },
  },
  {
    joker: 'To Do List',
    source: 'facts: "Earn $4 when playing the named poker hand"; state hand Pair',
    ctx: { hand: 'Pair' },
    state: { hand: 'Pair' },
    expected: { before: { money: 4 } },
  },
  {
    joker: 'To Do List',
    source: 'a different hand: nothing',
    ctx: { hand: 'Flush' },
    state: { hand: 'Pair' },
    expected: { before: undefined },
  },
  {
    joker: 'Reserved Parking',
    source: 'facts: "Face cards kept in hand: 1 in 2 chance each to pay $1."',
    ctx: { held: cards('QS 4S') },
    expected: { held: [{ money: 1, chance: { denominator: 2 } }, undefined] },
  },
  {
    joker: 'Golden Ticket',
    source: 'facts: "Each scored Gold card earns $4."',
    ctx: { played: [card('AS', { enhancement: 'gold' }), card('AH')] },
    expected: { scored: [{ money: 4 }, undefined] },
  },
  {
    joker: 'Rough Gem',
    source: 'facts: "Each scored Diamond earns $1."',
    ctx: { played: cards('AD AH') },
    expected: { scored: [{ money: 1 }, undefined] },
  },
];

describe('Space Joker and the Jokers that pay during scoring (Bull, Bootstraps read it)', () => {
  it.each(ROWS)('$joker: $source', (row) => {
    expect(evaluateRow(row)).toMatchObject(row.expected);
  });
});
