import {
  bestPlayResultSchema,
  bestPlayScenarioSchema,
  calculatorScenarioSchema,
  errorBodySchema,
  scoreResultSchema,
} from '@jokerwise/contracts';
import { findBestPlay, scoreHand, type ScoringOutcome } from '@jokerwise/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';

// Issue 4 §6: the engine over HTTP, in the shared scenario format. Public and rate-limited; an
// unknown name fails validation with the field's path.

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
    async (request) => unwrap(findBestPlay(request.body, { ...request.query })),
  );
};
