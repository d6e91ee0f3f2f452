// Golden answers: chips or mult. Ks Kh 3c 7d 9s plays a Pair of Kings, 10 + 10 + 10 = 30 chips
// × 2 mult. A Bonus card (+30 Chips) or a Mult card (+4 Mult) on one King:
// - no Jokers: 60 × 2 = 120 (+60) against 30 × 6 = 180 (+120) — Mult;
// - Gros Michel (+15 Mult): 60 × 17 = 1,020 (+510) against 30 × 21 = 630 (+120) — Chips.
import { scoreHand, type CalculatorScenario } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { buildRun, cards } from './run-fixtures';

const HAND = cards('Ks Kh 3c 7d 9s');
const KINGS = cards('Ks Kh');

function kings(enhancement: 'bonus' | 'mult' | null, jokers: CalculatorScenario['jokers'] = []) {
  const [first, second] = KINGS;
  if (first === undefined || second === undefined) throw new Error('two Kings');
  const played = [enhancement === null ? first : { ...first, enhancement }, second];
  const outcome = scoreHand({ version: 1, played, jokers });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

const MICHEL = [{ name: 'Gros Michel' }] as const;

const CASES: readonly GoldenCase[] = [
  {
    name: 'no Jokers: a Mult card adds 120, a Bonus card 60',
    run: buildRun('Red Deck', 'White Stake'),
    hand: HAND,
    message: 'do I need more chips or mult?',
    intent: 'chips-or-mult',
    numbers: [
      { phrase: '(+4 Mult, from The Empress): 180 (+120)', byHand: 30 * 6, engine: kings('mult') },
      { phrase: '(+30 Chips, from The Hierophant): 120', byHand: 60 * 2, engine: kings('bonus') },
    ],
  },
  {
    name: 'Gros Michel: a Bonus card adds 510, a Mult card 120',
    run: buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Gros Michel' }] }),
    hand: HAND,
    message: 'chips or mult?',
    intent: 'chips-or-mult',
    numbers: [
      {
        phrase: '(+30 Chips, from The Hierophant): 1,020 (+510)',
        byHand: 60 * 17,
        engine: kings('bonus', MICHEL),
      },
      {
        phrase: '(+4 Mult, from The Empress): 630',
        byHand: 30 * 21,
        engine: kings('mult', MICHEL),
      },
    ],
  },
];

describe('golden answers: chips or mult', () => {
  itAnswers(CASES);

  it('puts the verdict first', () => {
    const ask = (jokers: readonly { name: 'Gros Michel' }[]) =>
      answerQuestion({
        message: 'chips or mult?',
        run: buildRun('Red Deck', 'White Stake', { jokers }),
        hand: HAND,
      }).split('\n')[0];
    expect(ask([])).toBe('**Mult** — it adds more to your best play, Pair at 60.');
    expect(ask([{ name: 'Gros Michel' }])).toBe(
      '**Chips** — they add more to your best play, Pair at 510.',
    );
  });

  it('names the Tarot to use when a Tarot is asked about', () => {
    const ask = (message: string, jokers: readonly { name: 'Gros Michel' }[]) =>
      answerQuestion({
        message,
        run: buildRun('Red Deck', 'White Stake', { jokers }),
        hand: HAND,
      }).split('\n')[0];
    // The same numbers as above: Mult adds 120 without Jokers, Chips 510 with Gros Michel.
    expect(ask('should I use the empress?', [])).toBe(
      '**Use The Empress** — its Mult card adds more to your best play, Pair at 60.',
    );
    expect(ask('what tarot should I use on my kings?', [{ name: 'Gros Michel' }])).toBe(
      '**Use The Hierophant** — its Bonus card adds more to your best play, Pair at 510.',
    );
  });
});
