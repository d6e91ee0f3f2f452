import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createRevocationBus } from '../../lib/revocation-bus';
import type { RedisClient } from '../../lib/redis-client';
import { DEFAULT_SESSION_CACHE, SessionCache, type SessionCacheOptions } from './session-cache';

// The session cache and how its entries are revoked on every instance
// (docs/decisions/028-session-cache-and-revocation.md).

export interface SessionRevocations {
  /** One session ended (sign-out): no instance may answer for its token from memory again. */
  revokeToken(tokenHash: string): Promise<void>;
  /** The user's row changed or the account is gone: every cached session of the user is dropped. */
  revokeUser(userId: string): Promise<void>;
}

export interface SessionStore extends SessionRevocations {
  /** Undefined while revocations from other instances may be missed: read the database. */
  cache(): SessionCache | undefined;
  close(): Promise<void>;
}

export interface SessionStoreOptions {
  redis?: RedisClient;
  /** The pub/sub channel; tests that share one Redis take one each. */
  channel?: string;
  logger: FastifyBaseLogger;
  cache?: Partial<SessionCacheOptions>;
}

export const DEFAULT_REVOCATION_CHANNEL = 'jokerwise:session-revocations';

export async function createSessionStore(options: SessionStoreOptions): Promise<SessionStore> {
  const cache = new SessionCache({ ...DEFAULT_SESSION_CACHE, ...options.cache });
  let warned = false;
  const bus = await createRevocationBus({
    ...(options.redis ? { redis: options.redis } : {}),
    channel: options.channel ?? DEFAULT_REVOCATION_CHANNEL,
    onMessage: (message) => {
      const value = message.slice(2);
      if (message.startsWith('t:')) cache.forgetToken(value);
      else if (message.startsWith('u:')) cache.forgetUser(value);
    },
    onGap: () => {
      cache.clear();
    },
    onError: (error) => {
      // ioredis repeats the error on every reconnect attempt; one line per outage is enough.
      if (warned) return;
      warned = true;
      options.logger.warn({ err: error }, 'session revocations: Redis unreachable, cache bypassed');
    },
  });
  return {
    cache: () => {
      if (!bus.isLive()) return undefined;
      warned = false;
      return cache;
    },
    revokeToken: (tokenHash) => bus.publish(`t:${tokenHash}`),
    revokeUser: (userId) => bus.publish(`u:${userId}`),
    close: () => bus.close(),
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-in caller's successful write to a route of theirs (profile, subscription, account)
 * drops their cached sessions everywhere before the answer leaves, so no instance shows the
 * user as they were. Writes to someone else's row (staff, webhooks) revoke explicitly.
 */
export function revokeAfterWrites(app: FastifyInstance, revocations: SessionRevocations): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { principal } = request;
    if (
      principal &&
      !READS.has(request.method) &&
      reply.statusCode < 400 &&
      request.routeOptions.config.policy !== 'public'
    ) {
      await revocations.revokeUser(principal.userId);
    }
    return payload;
  });
}
