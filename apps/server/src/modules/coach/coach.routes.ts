import {
  coachChatBodySchema,
  coachChatResponseSchema,
  coachHistoryQuerySchema,
  coachHistoryResponseSchema,
  errorBodySchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/error-handler';
import { getSessionUser } from '../auth';
import type { CoachDeps } from './coach-deps';
import { openEventStream, wantsEventStream } from './coach-sse';
import { clearCoachHistory, getCoachHistory } from './coach-history';
import { answerCoachChat, prepareCoachChat } from './send-message';

// The AI strategy coach (docs/product/coach.md "How a question travels"; ADR 010). Every route acts on the
// caller's own run only.

const errors = { 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const coachRoutes: FastifyPluginAsyncZod<{ deps: CoachDeps }> = async (app, { deps }) => {
  app.post(
    '/api/coach/chat',
    {
      config: {
        policy: 'subscriber',
        // Per user, not per IP: counted at preHandler, once the policy hook (preParsing) has
        // resolved the caller.
        rateLimit: {
          hook: 'preHandler',
          max: deps.chatPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `coach:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['coach'],
        summary:
          "Ask the coach about the caller's run; JSON, or server-sent events (delta, done, error) with Accept: text/event-stream",
        body: coachChatBodySchema,
        response: {
          200: coachChatResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = getSessionUser(request);
      const chat = await prepareCoachChat(deps, user, request.body);
      if (!wantsEventStream(request)) {
        // A JSON caller that hangs up still gets its answer stored for the history.
        const response = await answerCoachChat(deps, chat, {
          signal: new AbortController().signal,
          onDelta: () => undefined,
        });
        if (response === null) throw new Error('An answer without a signal was cancelled');
        return response;
      }
      const stream = openEventStream(request, reply);
      try {
        const response = await answerCoachChat(deps, chat, {
          signal: stream.signal,
          onDelta: stream.delta,
        });
        if (response) stream.done(response);
      } catch (error) {
        request.log.error({ err: error }, 'coach chat stream failed');
        stream.error(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
      } finally {
        stream.end();
      }
      return reply;
    },
  );

  app.get(
    '/api/coach/history',
    {
      config: { policy: 'subscriber', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['coach'],
        summary:
          "The chat of the caller's current run and game, oldest first (the latest 100); gameId picks the game",
        querystring: coachHistoryQuerySchema,
        response: { 200: coachHistoryResponseSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => getCoachHistory(deps, getSessionUser(request).id, request.query.gameId),
  );

  app.delete(
    '/api/coach/history',
    {
      config: { policy: 'subscriber', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['coach'],
        summary: "Clear the chat of the caller's current run and game; gameId picks the game",
        querystring: coachHistoryQuerySchema,
        response: { 204: z.null().describe('Cleared'), 400: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await clearCoachHistory(deps, getSessionUser(request).id, request.query.gameId);
      return reply.code(204).send(null);
    },
  );
};
