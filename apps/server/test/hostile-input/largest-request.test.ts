import { bestPlayResultSchema, scoreResultSchema } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/modules/coach/builtin';
import { cards } from '../coach/builtin/run-fixtures';
import { buildTestApp } from '../helpers/build-test-app';
import { largestBestPlayScenario, largestRun, largestScoreScenario } from './largest-scenario';

// docs/architecture.md#security-baseline: one request never holds the event loop for more than
// 100 ms. The largest input each endpoint accepts is answered, and best play stops at its work
// budget and says so. How long each takes is a benchmark, not a test (a CPU-time limit here
// failed on a loaded machine): bench/largest-request.bench.ts prints it against the limit.

const { app } = await buildTestApp();

describe('the largest allowed requests', () => {
  it('best play answers, flagged as cut short by its work budget', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/best-play?ante=8',
      payload: largestBestPlayScenario(),
    });
    expect(response.statusCode).toBe(200);
    const result = bestPlayResultSchema.parse(response.json());
    expect(result.isComplete).toBe(false);
    expect(result.best.cards.length).toBeGreaterThan(0);
    expect(result.runnersUp.length).toBeGreaterThan(0);
  });

  it('scoring answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/score',
      payload: largestScoreScenario(),
    });
    expect(response.statusCode).toBe(200);
    expect(scoreResultSchema.parse(response.json()).log.length).toBeGreaterThan(0);
  });
});

describe('the built-in coach on the largest run', () => {
  it.each([
    'What should I buy?',
    'What should I play?',
    'Does Blueprint work with Baron?',
    "What's my best Flush?",
    'Flush or Full House?',
    'What does my Blueprint copy?',
    'Where should Blueprint go?',
  ])('answers "%s"', (message) => {
    const { held = [] } = largestBestPlayScenario();
    expect(answerQuestion({ message, run: largestRun(), hand: held }).length).toBeGreaterThan(0);
  });

  it('says the Jokers could not all be weighed, and lists only the ends of the ranking', () => {
    const { held = [] } = largestBestPlayScenario();
    const answer = answerQuestion({
      message: 'What is my weakest Joker?',
      run: largestRun(),
      hand: held,
    });
    expect(answer).toContain('Too many cards and Jokers to weigh each one in time');
    expect(answer).not.toContain('Add your cards in hand');
    expect(answer).toContain(`…and ${largestRun().jokers.length - 8} more.`);
  });

  it('says it tried only some Joker orders when the work limit stopped it', () => {
    const { held = [] } = largestBestPlayScenario();
    const answer = answerQuestion({
      message: 'What order should my Jokers be in?',
      run: largestRun(),
      hand: held,
    });
    expect(answer).toContain('With 100 Jokers I tried only some of the orders.');
  });

  it('never claims every card counts when it ran out of time to try them', () => {
    // A hundred Jokers and sixteen plain cards whose best play (a Flush, 260) falls short of 300.
    const egg = { name: 'Egg', edition: null, stickers: [] } as const;
    const run = {
      ...createRun('Red Deck', 'White Stake'),
      jokers: Array.from({ length: 100 }, () => egg),
      jokerSlots: 100,
    };
    const hand = cards('2s 3h 4d 5c 7s 8h 9d Jc Qs Kh 2h 3d 4c 5s 7h 8d');
    const answer = answerQuestion({ message: 'What should I discard?', run, hand });
    expect(answer).toContain('Too many cards to weigh each one for a discard in time.');
    expect(answer).not.toContain('every card counts');
  });
});
