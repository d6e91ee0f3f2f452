import {
  crmConnectionDetailsSchema,
  crmLogsQuerySchema,
  crmLogsSchema,
  crmMessageSchema,
  crmSyncByStatusBodySchema,
  crmSyncStartedSchema,
  crmSyncStatusSchema,
  crmTestConnectionSchema,
  crmUserParamsSchema,
  errorBodySchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin';
import type { CrmDeps } from './crm-deps';
import { setScheduler, startSync, syncUser, testConnection } from './crm-operations';
import { getConnectionDetails, getLogs, getSyncStatus } from './crm-status';

// docs/product/staff-console.md /api/admin/ghl/*: admin-only (ADR 006), though the spec lists them without auth.
// State changes only by POST.

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 409: errorBodySchema, 503: errorBodySchema };
const tags = ['admin', 'crm'];

export const crmRoutes: FastifyPluginAsyncZod<{ deps: CrmDeps }> = async (app, { deps }) => {
  const read = { policy: 'admin' as const, rateLimit: { max: 240, timeWindow: 60_000 } };
  const write = { policy: 'admin' as const, rateLimit: { max: 20, timeWindow: 60_000 } };

  app.get(
    '/api/admin/ghl/sync-status',
    {
      config: read,
      schema: {
        tags,
        summary: 'Scheduler, running sync and last results',
        response: { 200: crmSyncStatusSchema, ...denied },
      },
    },
    async () => getSyncStatus(deps),
  );
  app.get(
    '/api/admin/ghl/connection-details',
    {
      config: read,
      schema: {
        tags,
        summary: 'Connection and configuration, presence flags only',
        response: { 200: crmConnectionDetailsSchema, ...denied },
      },
    },
    async () => getConnectionDetails(deps),
  );
  app.get(
    '/api/admin/ghl/logs',
    {
      config: read,
      schema: {
        tags,
        summary: 'The latest CRM calls, their summary and 7-day history',
        querystring: crmLogsQuerySchema,
        response: { 200: crmLogsSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => getLogs(deps, request.query),
  );
  app.get(
    '/api/admin/ghl/test-connection',
    {
      config: write,
      schema: {
        tags,
        summary: 'One call to the CRM with the configured token',
        response: { 200: crmTestConnectionSchema, ...denied },
      },
    },
    async () => testConnection(deps),
  );
  app.post(
    '/api/admin/ghl/sync-all-users',
    {
      config: write,
      schema: {
        tags,
        summary: 'Upsert every user as a background job',
        response: { 202: crmSyncStartedSchema, ...denied, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await startSync(deps, actorOf(request), 'all', { kind: 'all' })),
  );
  app.post(
    '/api/admin/ghl/sync-users-by-status',
    {
      config: write,
      schema: {
        tags,
        summary: 'Upsert the active or trialing users as a background job',
        body: crmSyncByStatusBodySchema,
        response: { 202: crmSyncStartedSchema, 400: errorBodySchema, ...denied, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await startSync(deps, actorOf(request), 'status', {
          kind: 'status',
          status: request.body.status,
        }),
      ),
  );
  app.post(
    '/api/admin/ghl/sync-now',
    {
      config: write,
      schema: {
        tags,
        summary: 'The scheduled sync, now (current contacts skipped)',
        response: { 202: crmSyncStartedSchema, ...denied, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await startSync(deps, actorOf(request), 'now', { kind: 'all' })),
  );
  app.post(
    '/api/admin/ghl/sync-user/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Upsert one user now',
        params: crmUserParamsSchema,
        response: {
          200: crmMessageSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => syncUser(deps, actorOf(request), request.params.id),
  );
  app.post(
    '/api/admin/ghl/start-scheduled-sync',
    {
      config: write,
      schema: {
        tags,
        summary: 'Scheduler Running (stored; survives restarts)',
        response: { 200: crmMessageSchema, ...denied },
      },
    },
    async (request) => setScheduler(deps, actorOf(request), true),
  );
  app.post(
    '/api/admin/ghl/stop-scheduled-sync',
    {
      config: write,
      schema: {
        tags,
        summary: 'Scheduler Stopped (stored; survives restarts)',
        response: { 200: crmMessageSchema, ...denied },
      },
    },
    async (request) => setScheduler(deps, actorOf(request), false),
  );
};
