import { bestPlayResultSchema, runStateSchema, scoreResultSchema } from '@jokerwise/contracts';
import { JOKER_NAMES, createRun, type RunState } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/modules/coach/builtin';
import { buildTestApp } from '../helpers/build-test-app';
import { HEAVY_JOKERS, largestBestPlayScenario, largestScoreScenario } from './largest-scenario';
import { measureEventLoopCpu } from './main-thread-cpu';

// docs/architecture.md#security-baseline: one request never blocks the event loop for more than 100 ms. The largest
// input each endpoint accepts is sent and the CPU time its handling takes on this thread is
// measured; best play stops at its work budget and says so.

const EVENT_LOOP_LIMIT_MS = 100;
const { app } = await buildTestApp();

describe('the largest allowed requests', () => {
  it('best play answers within the limit, flagged as cut short', async () => {
    const { value: response, cpuMs } = await measureEventLoopCpu(() =>
      app.inject({
        method: 'POST',
        url: '/api/calculator/best-play?ante=8',
        payload: largestBestPlayScenario(),
      }),
    );
    expect(response.statusCode).toBe(200);
    const result = bestPlayResultSchema.parse(response.json());
    expect(result.isComplete).toBe(false);
    expect(result.best.cards.length).toBeGreaterThan(0);
    expect(result.runnersUp.length).toBeGreaterThan(0);
    expect(cpuMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
  });

  it('scoring answers within the limit', async () => {
    const { value: response, cpuMs } = await measureEventLoopCpu(() =>
      app.inject({ method: 'POST', url: '/api/calculator/score', payload: largestScoreScenario() }),
    );
    expect(response.statusCode).toBe(200);
    expect(scoreResultSchema.parse(response.json()).log.length).toBeGreaterThan(0);
    expect(cpuMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
  });
});

/** The largest run the workspace saves: every Joker and shop list at its bound. */
function largestRun(): RunState {
  const start = createRun('Red Deck', 'White Stake');
  return runStateSchema.parse({
    ...start,
    money: 1_000_000_000,
    jokerSlots: 100,
    jokers: Array.from({ length: 100 }, (_, i) => ({
      name: HEAVY_JOKERS[i % HEAVY_JOKERS.length],
      edition: 'polychrome',
      stickers: [],
    })),
    shopItems: Array.from({ length: 200 }, (_, i) => ({
      id: i,
      type: 'Joker',
      name: JOKER_NAMES[i % JOKER_NAMES.length],
      price: 1,
      edition: null,
      stickers: [],
    })),
    nextShopItemId: 200,
  });
}

describe('the built-in coach on the largest run', () => {
  it.each(['What should I buy?', 'What should I play?', 'Does Blueprint work with Baron?'])(
    'answers "%s" within the limit',
    async (message) => {
      const run = largestRun();
      const { held = [] } = largestBestPlayScenario();
      const { value: answer, cpuMs } = await measureEventLoopCpu(() =>
        answerQuestion({ message, run, hand: held }),
      );
      expect(answer.length).toBeGreaterThan(0);
      expect(cpuMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
    },
  );
});
