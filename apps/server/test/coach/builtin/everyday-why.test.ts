// "Why?" after an answer, and "why not a Flush?": the best play weighed against the next best
// (or the hand named), each with its working. Pair of Aces, no Jokers: (10 + 11 + 11) × 2 = 64;
// High Card Ace: (5 + 11) × 1 = 16 (facts pokerHands, cardChips).
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun, cards } from './run-fixtures';

const run = buildRun('Red Deck', 'White Stake');
const hand = cards('As Ah Kd 7c 2s');

function ask(message: string, earlierQuestions: readonly string[] = []): string[] {
  return answerQuestion({ message, run, hand, earlierQuestions }).split('\n');
}

describe('why the coach answered so', () => {
  it('explains the best play against the next best play of another hand', () => {
    const answer = ask('why?', ['what should I play?']);
    expect(answer[0]).toBe('**Why the Pair:** it is measured against your next best play.');
    expect(answer[2]).toMatch(
      /^\*\*Play A♠ A♥\*\* — Pair scores \*\*64\*\*, 48 more than High Card \(A[♠♥]\) at 16\.$/,
    );
    expect(answer).toContain(
      '- A♠ A♥: **Pair** (level 1): base 10 × 2 → chips 32 × mult 2 = **64**',
    );
  });

  it('reads "how come?" and "why is that?" the same way', () => {
    for (const why of ['how come?', 'why is that?', 'but why?']) {
      expect(ask(why, ['what should I play?'])[0]).toBe(
        '**Why the Pair:** it is measured against your next best play.',
      );
    }
  });

  it('shows the working of any other answer again, under a line that says so', () => {
    const answer = ask('why?', ['can I beat this blind?']);
    expect(answer[0]).toBe('The working behind that answer:');
    expect(answer.slice(2)).toEqual(ask('can I beat this blind?'));
  });

  it('does not take a "why?" with nothing before it for a question', () => {
    expect(ask('why?')[0]).toMatch(/^I didn't catch that question/);
  });
});

describe('why not another hand', () => {
  it('weighs the hand named against the best play', () => {
    for (const message of ['why not high card?', "wouldn't a high card score more?"]) {
      const answer = ask(message, ['what should I play?']);
      expect(answer[0]).toMatch(
        /^\*\*Play A♠ A♥\*\* — Pair scores \*\*64\*\*, 48 more than High Card/,
      );
    }
  });

  it('says when the hand named is already the best play', () => {
    expect(ask('why not a pair?')[0]).toBe('**The Pair is your best play**: A♠ A♥.');
  });

  it('says when the cards make no such hand', () => {
    expect(ask('why not a flush?')[0]).toBe(
      '**Your hand makes no Flush**, so the best play is the Pair: A♠ A♥.',
    );
  });
});
