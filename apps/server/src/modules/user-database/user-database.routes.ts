import { Readable } from 'node:stream';
import {
  adminUserDetailsSchema,
  errorBodySchema,
  userExportFileName,
  userExportQuerySchema,
  userIdParamsSchema,
  userInsightsSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser } from '../auth';
import { createCountCache } from './count-cache';
import { startUserExport } from './export-users';
import { listUsers } from './list-users';
import type { UserDatabaseDeps } from './user-database-deps';
import { getUserDetails, getUserInsights } from './user-details';

// docs/product/staff-console.md GET /api/admin/users and the viewer's other reads. ADR 006: admin-only.

/** The export's body: CSV lines streamed as they are read (Fastify pipes a stream unserialised). */
const csvStream = z
  .custom<Readable>((value) => value instanceof Readable)
  .describe('text/csv: docs/product/staff-console.md columns, RFC 4180');

const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const userDatabaseRoutes: FastifyPluginAsyncZod<{ deps: UserDatabaseDeps }> = async (
  app,
  { deps },
) => {
  // One per app: the counts of the last few seconds (docs/decisions/030-…).
  const counts = createCountCache();

  app.get(
    '/api/admin/users',
    {
      config: { policy: 'admin', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Search, filter, sort and page the users, with status counts',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...denied },
      },
    },
    async (request) => listUsers(deps, request.query, counts),
  );

  app.get(
    '/api/admin/users/export',
    {
      config: { policy: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'The filtered (or selected) users as CSV, streamed',
        querystring: userExportQuerySchema,
        response: { 200: csvStream, ...denied },
      },
    },
    async (request, reply) => {
      const user = getSessionUser(request);
      const lines = await startUserExport(
        deps,
        { id: user.id, email: user.email, requestId: request.id },
        request.query,
      );
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${userExportFileName(deps.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/api/admin/users/insights',
    {
      config: { policy: 'admin', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups per day over 90 days and the status and plan split',
        response: { 200: userInsightsSchema, ...denied },
      },
    },
    async () => getUserInsights(deps),
  );

  app.get(
    '/api/admin/users/:id/details',
    {
      config: { policy: 'admin', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: "One user's subscription, payment ids and sessions",
        params: userIdParamsSchema,
        response: { 200: adminUserDetailsSchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) => getUserDetails(deps, request.params.id),
  );
};
