import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminListResponseSchema,
  adminUserIdParamsSchema,
  bootstrapAdminResponseSchema,
  checkAdminResponseSchema,
  errorBodySchema,
  setAdminRequestSchema,
  setAdminResponseSchema,
  systemStatusSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor';
import type { AdminDeps } from './admin-deps';
import { listAdminAudit } from './admin-audit';
import { bootstrapAdmin, listAdmins, setAdmin } from './manage-admins';
import { getSystemStatus, type ProbeClock } from './system-status';

// docs/product/staff-console.md admin calls. ADR 006: every /api/admin/** route is admin-only, except the two a
// signed-in non-admin needs to reach the gate: check-admin (about the caller alone) and the
// first-admin bootstrap.

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const adminAccessRoutes: FastifyPluginAsyncZod<{
  deps: AdminDeps;
  probe: ProbeClock;
}> = async (app, { deps, probe }) => {
  app.get(
    '/api/admin/check-admin',
    {
      config: { policy: 'user', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller is an admin',
        response: { 200: checkAdminResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ isAdmin: request.principal?.isAdmin ?? false }),
  );

  app.post(
    '/api/admin/bootstrap-admin',
    {
      config: { policy: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Make the caller the first admin, only while no admin exists',
        response: { 200: bootstrapAdminResponseSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => bootstrapAdmin(deps, actorOf(request)),
  );

  app.get(
    '/api/admin/admins',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every current admin and why they are one',
        response: { 200: adminListResponseSchema, ...denied },
      },
    },
    async () => listAdmins(deps),
  );

  app.post(
    '/api/admin/users/:id/admin',
    {
      config: { policy: 'admin', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: "Grant or revoke a user's admin rights (never the last admin)",
        params: adminUserIdParamsSchema,
        body: setAdminRequestSchema,
        response: {
          200: setAdminResponseSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => setAdmin(deps, actorOf(request), request.params.id, request.body.isAdmin),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The staff audit trail, newest first',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => listAdminAudit(deps.db, request.query),
  );

  app.get(
    '/api/admin/system-status',
    {
      config: { policy: 'admin', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Live status of the server, database, jobs and integrations (no secrets)',
        response: { 200: systemStatusSchema, ...denied },
      },
    },
    async () => getSystemStatus(deps, probe),
  );
};
