import {
  errorBodySchema,
  latestReconciliationSchema,
  paymentConnectionTestSchema,
  reconcileUserParamsSchema,
  reconcileUserResultSchema,
  reconciliationRunParamsSchema,
  reconciliationRunSchema,
  subscriptionAuditSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { actorOf } from './actor';
import { auditSubscriptions } from './audit-subscriptions';
import type { ReconcileOneDeps } from './reconcile-one';
import { reconcileUser } from './reconcile-user';
import {
  getLatestReconciliation,
  getReconciliation,
  startReconciliation,
  type RunDeps,
} from './start-reconciliation';

// The four cards of /admin-dashboard (docs/product/staff-console.md). ADR 006: all admin-only. State changes
// only by POST; the GETs read runs, compare or test, never write.

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const provider = { 502: errorBodySchema, 503: errorBodySchema };

export const reconciliationRoutes: FastifyPluginAsyncZod<{
  deps: ReconcileOneDeps & RunDeps;
}> = async (app, { deps }) => {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.statusCode >= 500 && error.cause) {
      request.log.error({ err: error.cause, code: error.code }, 'staff console call failed');
    }
  });

  app.post(
    '/api/admin/reconcile-subscriptions',
    {
      config: { policy: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Start a full reconciliation as a background job (one at a time)',
        response: { 202: reconciliationRunSchema, ...denied, 409: errorBodySchema, ...provider },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await startReconciliation(deps, actorOf(request))),
  );

  app.get(
    '/api/admin/reconcile-subscriptions',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The newest reconciliation run and its result so far',
        response: { 200: latestReconciliationSchema, ...denied },
      },
    },
    async () => getLatestReconciliation(deps),
  );

  app.get(
    '/api/admin/reconcile-subscriptions/:runId',
    {
      config: { policy: 'admin', rateLimit: { max: 240, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'One reconciliation run: progress, then the result',
        params: reconciliationRunParamsSchema,
        response: {
          200: reconciliationRunSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getReconciliation(deps, request.params.runId),
  );

  app.get(
    '/api/admin/audit-subscriptions',
    {
      config: { policy: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Compare every user with the payment provider without changing anything',
        response: { 200: subscriptionAuditSchema, ...denied, ...provider },
      },
    },
    async () => auditSubscriptions(deps),
  );

  app.post(
    '/api/admin/reconcile-user/:userId',
    {
      config: { policy: 'admin', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: "Bring one user's subscription in line with the payment provider",
        params: reconcileUserParamsSchema,
        response: {
          200: reconcileUserResultSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          500: errorBodySchema,
          ...provider,
        },
      },
    },
    async (request) => reconcileUser(deps, actorOf(request), request.params.userId),
  );

  app.get(
    '/api/admin/test-stripe-connection',
    {
      config: { policy: 'admin', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Whether the payment provider answers, and in which mode',
        response: { 200: paymentConnectionTestSchema, ...denied, ...provider },
      },
    },
    async () => deps.subscriptions.testConnection(),
  );
};
