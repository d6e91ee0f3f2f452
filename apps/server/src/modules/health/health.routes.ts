import { healthResponseSchema, type HealthResponse } from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';

export interface HealthRoutesOptions {
  database: Pick<Database, 'ping'>;
  /** Present when REDIS_URL is set. */
  redis?: { ping(): Promise<unknown> };
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
  const { redis } = options;
  const pingRedis = redis
    ? singleFlight(() =>
        redis.ping().then(
          () => true,
          () => false,
        ),
      )
    : undefined;
  app.get(
    '/api/health',
    {
      config: { policy: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and Redis reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([ping(), pingRedis?.()]);
      // Redis down degrades (limits fall back to each process) but the instance still serves;
      // only a database outage takes it out of the load balancer.
      const redisState: HealthResponse['redis'] =
        redisUp === undefined ? 'off' : redisUp ? 'up' : 'down';
      const body = {
        status: databaseUp && redisState !== 'down' ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('up' as const) : ('down' as const),
        redis: redisState,
        version: options.version,
        uptime: Math.round((Date.now() - options.startedAt) / 1000),
      };
      return reply.status(databaseUp ? 200 : 503).send(body);
    },
  );
};
