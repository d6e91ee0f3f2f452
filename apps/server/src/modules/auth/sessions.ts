import type { FastifyRequest } from 'fastify';
import type { Principal, ResolvePrincipal } from '../../http/route-policy';
import type { AuthDeps } from './auth-deps';
import { deleteSession, findLiveSession, slideSession, type UserRow } from './auth.repository';
import { hashSessionToken } from './codes';
import { hasSubscriptionAccess } from '@jokerwise/contracts';
import type { CachedSession } from './session-cache';
import { isAdminUser } from './user-view';

// The caller's session, resolved once per request by the route-policy hook; handlers read the
// user from here instead of querying again.
const sessionUsers = new WeakMap<FastifyRequest, UserRow>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function createResolvePrincipal(
  deps: Pick<AuthDeps, 'db' | 'config' | 'limits' | 'now' | 'settleUser' | 'sessions'>,
): ResolvePrincipal {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const now = deps.now();
    const found = await liveSession(deps, hashSessionToken(token), now);
    if (!found) return null;
    const { session, user } = found;
    // Sliding 30-day expiry, written at most once per touch interval.
    if (now.getTime() - session.lastUsedAt.getTime() > deps.limits.sessionTouchIntervalMs) {
      const expiresAt = new Date(now.getTime() + deps.limits.sessionTtlMs);
      await slideSession(deps.db, session.id, now, expiresAt);
      session.lastUsedAt = now;
      session.expiresAt = expiresAt;
    }
    sessionUsers.set(request, user);
    return {
      userId: user.id,
      isAdmin: isAdminUser(user, deps.config.ADMIN_EMAILS),
      hasAccess: hasSubscriptionAccess({
        status: user.subscriptionStatus,
        plan: user.subscriptionPlan,
        type: user.subscriptionType,
      }),
    } satisfies Principal;
  };
}

/**
 * The session and its (settled) user: from the cache while it is trusted, else the database.
 * Billing settles the test provider's trial and period ends on the read, so a cached user is at most one
 * cache lifetime late with a date that fell due (ADR 028).
 */
async function liveSession(
  deps: Pick<AuthDeps, 'db' | 'now' | 'settleUser' | 'sessions'>,
  tokenHash: string,
  now: Date,
): Promise<CachedSession | undefined> {
  const cache = deps.sessions?.cache();
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && cached.session.expiresAt > now) return cached;
  const generation = cache?.generation() ?? 0;
  const found = await findLiveSession(deps.db, tokenHash, now);
  if (!found) return undefined;
  const user = deps.settleUser ? await deps.settleUser(found.user) : found.user;
  const fresh = { session: found.session, user };
  cache?.set(tokenHash, fresh, generation, now.getTime());
  return fresh;
}

/** The signed-in user's row; only on routes whose policy required a session. */
export function getSessionUser(request: FastifyRequest): UserRow {
  const user = sessionUsers.get(request);
  if (!user) throw new Error('getSessionUser called on a route without a user policy');
  return user;
}

export async function endSession(
  deps: Pick<AuthDeps, 'db' | 'sessions'>,
  request: FastifyRequest,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const tokenHash = hashSessionToken(token);
  await deleteSession(deps.db, tokenHash);
  await deps.sessions?.revokeToken(tokenHash);
}
