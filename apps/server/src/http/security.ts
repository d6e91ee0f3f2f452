import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RedisClient } from '../lib/redis-client';
import { AppError } from './app-error';
import { failoverRateLimitStore, RedisOutage } from './rate-limit-store';
import { formatWait } from './wait-text';

export interface SecurityOptions {
  /** Requests per minute per IP for routes that set no limit of their own. */
  globalRateLimit: number;
  /** Multiplies every limit (RATE_LIMIT_SCALE): load tests and the e2e suite raise them. */
  rateLimitScale?: number;
  redis?: RedisClient;
}

const HELMET_OPTIONS = {
  // Strict CSP: no inline script anywhere; the built SPA loads only its own files.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline <style> only (no script): the dialogs' scroll lock injects one (ADR 008).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies FastifyHelmetOptions;

// Response headers of Fastify itself, not of helmet.
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers are the same for every response, but @fastify/helmet builds its middleware
 * again on every request (6 % of a signed-in request's CPU, bench/README.md); they are read
 * once from a probe instance with the same options and set from that list.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !OWN_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * JSON answers are never rendered as a page, so the headers that steer a document (its script
 * sources, prefetching, old IE download prompts) do nothing on them; they carry the short set
 * for APIs in docs/decisions/037-api-response-headers.md: nothing may load or frame them, no
 * sniffing into another type, HTTPS only, same-origin reads. Every header costs the server and
 * each client on every call (bench/README.md).
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': page['strict-transport-security'] ?? 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The API's JSON routes; the API docs under it are a page and keep the page headers. */
function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const pageHeaders = await helmetHeaders();
  const jsonHeaders = apiHeaders(pageHeaders);
  // Set before the route runs, so a route that sets its own (a stream's cache-control) replaces
  // them, and an error answer keeps them. API answers are per user and per moment: no browser
  // or proxy may keep a copy unless the route says otherwise.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    void reply.headers(isApiCall(request.url) ? jsonHeaders : pageHeaders);
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const scale = options.rateLimitScale ?? 1;
  if (scale !== 1) scaleRouteLimits(app, scale);
  await app.register(rateLimit, {
    global: true,
    max: Math.ceil(options.globalRateLimit * scale),
    timeWindow: 60_000,
    // Only API calls count: a page load fetches dozens of web app files, and counting them
    // would refuse a busy visitor their own scripts.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(options.redis
      ? {
          store: failoverRateLimitStore(options.redis, new RedisOutage(app.log), 'jokerwise-rl:'),
        }
      : {}),
    // Thrown, so the one error handler renders it in the envelope with Retry-After kept.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Try again in ${formatWait(context.ttl)}.`,
      ),
  });
}

/**
 * Runs before the rate-limit plugin's own onRoute hook (registered earlier), so each route's
 * limit is read already scaled.
 */
function scaleRouteLimits(app: FastifyInstance, scale: number): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
    route.config = { ...route.config, rateLimit: { ...limit, max: Math.ceil(limit.max * scale) } };
  });
}
