// Golden answers: play or discard. With Baron (held Kings X1.5 Mult) the hand As Ah Kd Kc 2s 3h
// plays the Pair of Aces and keeps both Kings in hand: (10 + 11 + 11) × 2 × 1.5 × 1.5 = 144;
// only 2♠ and 3♥ add nothing. Without a pair, 9♠ alone with K♠ held scores (5 + 9) × 1.5 = 21.
import { scoreHand, type CalculatorScenario } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { buildRun, cards } from './run-fixtures';

const baronRun = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Baron' }] });

function engineScore(played: string, held: string): number {
  const scenario: CalculatorScenario = {
    version: 1,
    played: cards(played),
    held: cards(held),
    jokers: [{ name: 'Baron' }],
  };
  const outcome = scoreHand(scenario);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

const CASES: readonly GoldenCase[] = [
  {
    name: 'Baron: keep the held Kings, discard 2♠ 3♥; the Pair of Aces scores 144 of 300',
    run: baronRun,
    hand: cards('As Ah Kd Kc 2s 3h'),
    message: 'what should I discard?',
    intent: 'discard',
    numbers: [
      {
        phrase:
          '**Discard 2♠ 3♥**: they add nothing to your best play, A♠ A♥ (Pair) scores **144** of the 300 still needed.',
        byHand: Math.floor((10 + 11 + 11) * 2 * 1.5 * 1.5),
        engine: engineScore('As Ah', 'Kd Kc 2s 3h'),
      },
    ],
  },
  {
    name: 'no pair: at most five go, lowest first, and 9♠ with K♠ held stays (21)',
    run: baronRun,
    hand: cards('Ks 7d 4c 2h 9s 3d 8c 5h'),
    message: 'should I play or discard?',
    intent: 'discard',
    numbers: [
      {
        phrase:
          '**Discard 2♥ 3♦ 4♣ 5♥ 7♦**: they add nothing to your best play, 9♠ (High Card) scores **21**',
        byHand: Math.floor((5 + 9) * 1.5),
        engine: engineScore('9s', 'Ks'),
      },
      { phrase: '- You have 4 discards and 4 hands left.', byHand: 4, engine: baronRun.discards },
    ],
  },
  {
    name: 'play when the best play covers what is still needed (10 of 300)',
    run: { ...baronRun, currentScore: 290 },
    hand: cards('As Ah Kd Kc 2s 3h'),
    message: 'what should I discard?',
    intent: 'discard',
    numbers: [
      {
        phrase:
          "**Play, don't discard**: A♠ A♥ (Pair) scores **144**, enough for the 10 still needed.",
        byHand: 144,
        engine: engineScore('As Ah', 'Kd Kc 2s 3h'),
      },
    ],
  },
];

describe('built-in coach: play or discard', () => {
  itAnswers(CASES);

  it('says to play the best hand when no discard is left', () => {
    const run = { ...baronRun, discards: 0 };
    const answer = answerQuestion({
      message: 'what should I discard?',
      run,
      hand: cards('As Ah Kd Kc 2s 3h'),
    });
    expect(answer).toBe(
      '**No discards left**: play your best hand, A♠ A♥ (Pair) scores **144** of the 300 still needed.',
    );
  });

  it('keeps a lone card: it is the play', () => {
    const answer = answerQuestion({
      message: 'what should I discard?',
      run: baronRun,
      hand: cards('2s'),
    });
    expect(answer).toContain('**Keep your cards**');
  });

  it('asks for the cards in hand when there are none', () => {
    const answer = answerQuestion({ message: 'what should I discard?', run: baronRun, hand: [] });
    expect(answer).toContain('enter the cards in your hand');
  });
});
