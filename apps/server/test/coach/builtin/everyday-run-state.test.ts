// What the run holds, asked in players' words: the hand levels, the consumables, what every
// Joker sells for together, which side makes the score grow, which cards are enhanced.
// Levels: Flush 35 × 4 + 15 × 4 per level (facts pokerHands): level 3 is 65 × 8; Pair 10 × 2
// + 15 × 1: level 2 is 25 × 3.
import { setHandLevel } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { apply, buildRun, cards } from './run-fixtures';

const FRESH = buildRun('Red Deck', 'White Stake');
const ask = (message: string, run = FRESH, hand = cards('As Ah')) =>
  answerQuestion({ message, run, hand }).split('\n');

describe('the hand levels', () => {
  it('lists every hand above level 1, the highest first', () => {
    const run = apply(
      FRESH,
      (r) => setHandLevel(r, 'Pair', 2),
      (r) => setHandLevel(r, 'Flush', 3),
    );
    for (const message of ["what's my highest level hand?", 'what are my hand levels?']) {
      expect(ask(message, run)).toEqual([
        '**Flush is your highest: level 3** (65 × 8).',
        '',
        '- Flush: level 3, 65 × 8',
        '- Pair: level 2, 25 × 3',
      ]);
    }
  });

  it('says when every hand is at level 1', () => {
    expect(ask("what's my highest level hand?")[0]).toBe(
      '**Every hand is at level 1.** A Planet card raises one: ask “Which Planet should I use?”',
    );
  });
});

describe('what the run holds', () => {
  it('reads "what consumables do I have?" as the consumables held', () => {
    expect(ask('what consumables do I have?')[0]).toMatch(/^\*\*You hold no consumables\.\*\*/);
  });

  it('totals every Joker when asked to sell everything: $1 + $2', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Joker' }, { name: 'Cavendish' }],
    });
    const answer = ask('how much do I get if I sell everything?', run);
    expect(answer[0]).toMatch(/^\*\*Selling every Joker gives \$3\*\* — /);
    expect(answer).toContain('- Cavendish (yours): $2');
  });

  it('lists the cards held, with their enhancements, for "which cards are enhanced?"', () => {
    expect(ask('which cards are enhanced?')[0]).toBe('### Your run');
  });
});

describe('scoring more', () => {
  it('weighs Chips against Mult: a Mult card makes 32 × 6 = 192, a Bonus card 62 × 2 = 124', () => {
    const answer = ask('how do I score more?');
    expect(answer[0]).toMatch(/^\*\*Mult\*\*/);
    expect(answer.join('\n')).toContain('192 (+128)');
  });
});
