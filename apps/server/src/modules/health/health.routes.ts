import { healthResponseSchema } from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';

export interface HealthRoutesOptions {
  database: Pick<Database, 'ping'>;
  version: string;
  /** Process start, ms since epoch. */
  startedAt: number;
}

/** Concurrent health checks share one database round trip instead of queueing one each. */
function singleFlight(ping: () => Promise<boolean>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return () => {
    inFlight ??= ping().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const ping = singleFlight(() => options.database.ping());
  app.get(
    '/api/health',
    {
      config: { policy: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await ping();
      const body = {
        status: databaseUp ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('up' as const) : ('down' as const),
        version: options.version,
        uptime: Math.round((Date.now() - options.startedAt) / 1000),
      };
      return reply.status(databaseUp ? 200 : 503).send(body);
    },
  );
};
