import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRoutePolicies, signedOut, type ResolvePrincipal } from './http/route-policy';
import { trackRoutes } from './http/route-table';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import type { RedisClient } from './lib/redis-client';
import { loggerOptions } from './logger';
import { healthRoutes } from './modules/health/health.routes';
import { APP_VERSION } from './version';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Where the built SPA lives; tests point it at a fixture. */
  webDist?: string;
  redis?: RedisClient;
  /** false silences request logs (tests); default logs as configured. */
  logger?: boolean;
  resolvePrincipal?: ResolvePrincipal;
  startedAt?: number;
}

/** Builds the whole HTTP app without listening: server.ts runs it, tests inject into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  trackRoutes(app);
  registerErrorHandling(app);
  await registerSecurity(app, {
    globalRateLimit: 600,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  registerRoutePolicies(app, deps.resolvePrincipal ?? signedOut);
  await registerOpenApi(app, APP_VERSION);

  await app.register(healthRoutes, {
    database: deps.database,
    version: APP_VERSION,
    startedAt: deps.startedAt ?? Date.now(),
  });

  await registerSpa(app, deps.webDist ?? DEFAULT_WEB_DIST);
  await app.ready();
  return app;
}
