import {
  bestPlayResultSchema,
  bestPlayScenarioSchema,
  calculatorScenarioSchema,
  errorBodySchema,
  scoreResultSchema,
} from '@jokerwise/contracts';
import { findBestPlay, scoreHand, SearchBudget, type ScoringOutcome } from '@jokerwise/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';

// The engine over HTTP, in the shared scenario format. Public and rate-limited; an
// unknown name fails validation with the field's path.

/**
 * How much one best-play search may do. A request must never block the event loop for more
 * than 100 ms (docs/architecture.md#security-baseline): this much work is 10 to 20 ms of CPU time on the bench
 * machine (bench/search-budget.bench.ts), leaving room for parsing, scoring the answers with
 * their logs, writing the response, and a first request's compiling. Searches of up to 12
 * cards with a handful of Jokers finish inside it; larger ones answer with the best play
 * found (`isComplete: false`).
 */
export const BEST_PLAY_WORK = 500_000;

const querystring = z.object({
  ante: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe('Ante for target and beatsBlind'),
});
const errors = { 400: errorBodySchema, 429: errorBodySchema };
const limit = { max: 120, timeWindow: 60_000 };

function unwrap<T>(outcome: ScoringOutcome<T>): T {
  if (!outcome.ok) throw new AppError(400, outcome.code, outcome.message);
  return outcome.value;
}

export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/calculator/score',
    {
      config: { policy: 'public', rateLimit: limit },
      schema: {
        tags: ['calculator'],
        summary: 'Score one played hand (calculator scenario format v1)',
        querystring,
        body: calculatorScenarioSchema,
        response: { 200: scoreResultSchema, ...errors },
      },
    },
    async (request) => unwrap(scoreHand(request.body, { ...request.query })),
  );

  app.post(
    '/api/calculator/best-play',
    {
      config: { policy: 'public', rateLimit: limit },
      schema: {
        tags: ['calculator'],
        summary: 'The highest-scoring play from the cards in hand, and the runners-up',
        querystring,
        body: bestPlayScenarioSchema,
        response: { 200: bestPlayResultSchema, ...errors },
      },
    },
    async (request) => {
      const budget = new SearchBudget(BEST_PLAY_WORK);
      return unwrap(findBestPlay(request.body, { ...request.query, budget }));
    },
  );
};
