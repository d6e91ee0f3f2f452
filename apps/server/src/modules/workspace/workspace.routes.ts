import {
  RUN_CONFLICT_MESSAGE,
  currentRunResponseSchema,
  errorBodySchema,
  runConflictBodySchema,
  saveRunBodySchema,
  savedRunSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser } from '../auth';
import { getCurrentRun, saveRun, type WorkspaceDeps } from './save-run';

// The workspace run of the signed-in subscriber (docs/product/workspace.md). Both routes act on the
// caller only; no route takes a user or run id.

export const workspaceRoutes: FastifyPluginAsyncZod<{ deps: WorkspaceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/runs/current',
    {
      config: { policy: 'subscriber', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['workspace'],
        summary: "The caller's saved run, or null before the first save",
        response: { 200: currentRunResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ run: await getCurrentRun(deps, getSessionUser(request).id) }),
  );

  app.put(
    '/api/runs/current',
    {
      // Saves are debounced by the workspace; this still allows a busy player a save a second.
      config: { policy: 'subscriber', rateLimit: { max: 90, timeWindow: 60_000 } },
      schema: {
        tags: ['workspace'],
        summary: "Save the caller's run (409 with the newer run if another device saved first)",
        body: saveRunBodySchema,
        response: {
          200: savedRunSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: runConflictBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await saveRun(deps, getSessionUser(request).id, request.body);
      if (result.kind === 'saved') return result.run;
      return reply.code(409).send({
        error: { code: 'RUN_CONFLICT', message: RUN_CONFLICT_MESSAGE },
        run: result.run,
      });
    },
  );
};
