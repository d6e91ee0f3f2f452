import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '@jokerwise/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRoutePolicies, type ResolvePrincipal } from './http/route-policy';
import { trackRoutes } from './http/route-table';
import { RequestLogController } from './http/request-log';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { toTrustProxy } from './http/trust-proxy';
import type { JobQueue } from './jobs/job-queue';
import { registerJobs } from './jobs/register-jobs';
import type { RedisClient } from './lib/redis-client';
import { loggerOptions } from './logger';
import { accountRoutes } from './modules/account';
import {
  authRoutes,
  createResolvePrincipal,
  createSessionStore,
  DEFAULT_AUTH_LIMITS,
  revokeAfterWrites,
  scaleAuthLimits,
  type SessionCacheOptions,
  type AuthDeps,
  type AuthLimits,
  toUserView,
} from './modules/auth';
import {
  createEmailService,
  createEmailTransport,
  devMailboxRoutes,
  registerEmailJobs,
  renderAccountCodeEmail,
  renderSignInCodeEmail,
  type EmailTransport,
} from './modules/email';
import {
  billingRoutes,
  createBillingDeps,
  endBillingForDeletion,
  createSubscriptionReconciler,
  settleSessionUser,
} from './modules/billing';
import { calculatorRoutes } from './modules/calculator/calculator.routes';
import { coachRoutes, createCoachDeps } from './modules/coach';
import { workspaceRoutes } from './modules/workspace';
import { savesRoutes } from './modules/saves';
import { healthRoutes } from './modules/health/health.routes';
import { registerCleanup } from './modules/maintenance';
import { adminRoutes } from './modules/admin';
import { createCrmDeps, crmModule, type CreateCrmDepsInput } from './modules/crm';
import { sessionRecordingRoutes } from './modules/recordings';
import { DEFAULT_DNS_TIMEOUT_MS, diagnosticsRoutes, type DnsOptions } from './modules/diagnostics';
import { spritesRoutes } from './modules/sprites';
import { userDatabaseRoutes } from './modules/user-database';
import { APP_VERSION } from './version';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Started by the caller; the app defines its queues and workers on it. */
  jobs: JobQueue;
  /** Where the built SPA lives; tests point it at a fixture. */
  webDist?: string;
  redis?: RedisClient;
  /** false silences logs (tests); a logger receives them (tests that read the log). */
  logger?: false | FastifyBaseLogger;
  /** Tests only: who the caller is, instead of the session lookup. */
  resolvePrincipal?: ResolvePrincipal;
  startedAt?: number;
  /** Time as the use cases see it; tests move it. */
  clock?: () => Date;
  authLimits?: Partial<AuthLimits>;
  emailTransport?: EmailTransport;
  emailRetryDelaySeconds?: number;
  /** E-mail diagnostics' DNS servers and timeout; tests point them at a loopback server. */
  dns?: Partial<DnsOptions>;
  /** Tests and the benchmark: CRM sleep, randomness, retry policy, bucket. */
  crm?: CreateCrmDepsInput['overrides'];
  /** The session cache's pub/sub channel; tests sharing one Redis take one each (ADR 028). */
  sessionChannel?: string;
  /** Tests: the session cache's size and entry lifetime (0 turns it off). */
  sessionCache?: Partial<SessionCacheOptions>;
}

/** Builds the whole HTTP app without listening: server.ts runs it, tests inject into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const requestLog = new RequestLogController();
  const app = Fastify({
    ...(deps.logger === false
      ? { logger: false }
      : deps.logger
        ? { loggerInstance: deps.logger }
        : { logger: loggerOptions(config) }),
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    logController: requestLog,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  requestLog.writeLinesTo(app.log);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport = deps.emailTransport ?? createEmailTransport(config, app.log);
  const email = createEmailService({
    db: database.db,
    jobs: deps.jobs,
    config,
    logger: app.log,
    transport,
  });
  const now = deps.clock ?? (() => new Date());
  const sessions = await createSessionStore({
    ...(deps.redis ? { redis: deps.redis } : {}),
    ...(deps.sessionChannel ? { channel: deps.sessionChannel } : {}),
    ...(deps.sessionCache ? { cache: deps.sessionCache } : {}),
    logger: app.log,
  });
  app.addHook('onClose', () => sessions.close());
  const billing = createBillingDeps({
    db: database.db,
    config,
    now,
    renderUser: (row) => toUserView(row, config.ADMIN_EMAILS),
    onUserChanged: sessions.revokeUser,
  });
  const auth: AuthDeps = {
    db: database.db,
    config,
    limits: scaleAuthLimits(
      { ...DEFAULT_AUTH_LIMITS, ...deps.authLimits },
      config.RATE_LIMIT_SCALE,
    ),
    now,
    settleUser: (user) => settleSessionUser(billing, user),
    sessions,
    sendSignInCode: async (to, code) => {
      await email.queue({
        to,
        ...renderSignInCodeEmail({ code, productName: PRODUCT_NAME, validMinutes: 10 }),
      });
    },
  };

  trackRoutes(app);
  registerErrorHandling(app);
  await registerSecurity(app, {
    globalRateLimit: 600,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  registerRoutePolicies(app, deps.resolvePrincipal ?? createResolvePrincipal(auth));
  revokeAfterWrites(app, sessions);
  await registerOpenApi(app, APP_VERSION);

  await app.register(healthRoutes, {
    database,
    ...(deps.redis ? { redis: deps.redis } : {}),
    version: APP_VERSION,
    startedAt: deps.startedAt ?? Date.now(),
  });
  await app.register(authRoutes, { deps: auth });
  await app.register(accountRoutes, {
    deps: {
      ...auth,
      sendAccountCode: async (to, kind, code) => {
        await email.queue({
          to,
          ...renderAccountCodeEmail({ kind, code, productName: PRODUCT_NAME, validMinutes: 10 }),
        });
      },
      endBilling: (userId) => endBillingForDeletion(billing, userId),
    },
  });
  // The outbox as a page for developers; it shows everyone's sign-in codes, so never elsewhere.
  if (config.NODE_ENV === 'development') await app.register(devMailboxRoutes, { db: database.db });
  await app.register(billingRoutes, { deps: billing });
  await app.register(calculatorRoutes);
  await app.register(workspaceRoutes, { deps: { db: database.db, now } });
  await app.register(savesRoutes);
  await app.register(coachRoutes, {
    deps: createCoachDeps({ db: database.db, config, now, logger: app.log, version: APP_VERSION }),
  });

  await app.register(adminRoutes, {
    deps: {
      db: database.db,
      config,
      now,
      jobs: deps.jobs,
      logger: app.log,
      database,
      version: APP_VERSION,
      startedAt: deps.startedAt ?? Date.now(),
      emailTransport: transport.name,
      ...(deps.redis ? { redis: deps.redis } : {}),
      subscriptions: createSubscriptionReconciler(billing),
      revokeUser: sessions.revokeUser,
    },
  });
  await app.register(userDatabaseRoutes, { deps: { db: database.db, config, now } });

  await app.register(diagnosticsRoutes, {
    deps: {
      db: database.db,
      config,
      transport,
      now,
      logger: app.log,
      dns: { timeoutMs: DEFAULT_DNS_TIMEOUT_MS, ...deps.dns },
    },
  });
  await app.register(spritesRoutes, { deps: { db: database.db, config, now } });
  await app.register(sessionRecordingRoutes, {
    deps: { db: database.db, config, now, jobs: deps.jobs, logger: app.log },
  });

  await app.register(crmModule, {
    deps: createCrmDeps({
      db: database.db,
      env: config,
      jobs: deps.jobs,
      logger: app.log,
      now,
      startedAt: deps.startedAt ?? Date.now(),
      ...(deps.redis ? { redis: deps.redis } : {}),
      ...(deps.crm ? { overrides: deps.crm } : {}),
    }),
  });

  await registerSpa(app, deps.webDist ?? DEFAULT_WEB_DIST, {
    testMode: billing.payments.testMode,
    devMailbox: config.NODE_ENV === 'development',
  });
  await registerJobs(deps.jobs, app.log);
  await registerCleanup(deps.jobs, { db: database.db, now, logger: app.log });
  await registerEmailJobs(deps.jobs, {
    db: database.db,
    logger: app.log,
    transport,
    ...(deps.emailRetryDelaySeconds ? { retryDelaySeconds: deps.emailRetryDelaySeconds } : {}),
  });
  await app.ready();
  return app;
}
