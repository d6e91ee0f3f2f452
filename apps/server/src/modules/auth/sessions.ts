import type { FastifyRequest } from 'fastify';
import type { Principal, ResolvePrincipal } from '../../http/route-policy';
import type { AuthDeps } from './auth-deps';
import { deleteSession, findLiveSession, slideSession, type UserRow } from './auth.repository';
import { hashSessionToken } from './codes';
import { hasSubscriptionAccess } from '../billing/entitlement';
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
  deps: Pick<AuthDeps, 'db' | 'config' | 'limits' | 'now' | 'settleUser'>,
): ResolvePrincipal {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const now = deps.now();
    const found = await findLiveSession(deps.db, hashSessionToken(token), now);
    if (!found) return null;
    const { session } = found;
    const user = deps.settleUser ? await deps.settleUser(found.user) : found.user;
    // Sliding 30-day expiry, written at most once per touch interval.
    if (now.getTime() - session.lastUsedAt.getTime() > deps.limits.sessionTouchIntervalMs) {
      await slideSession(
        deps.db,
        session.id,
        now,
        new Date(now.getTime() + deps.limits.sessionTtlMs),
      );
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

/** The signed-in user's row; only on routes whose policy required a session. */
export function getSessionUser(request: FastifyRequest): UserRow {
  const user = sessionUsers.get(request);
  if (!user) throw new Error('getSessionUser called on a route without a user policy');
  return user;
}

export async function endSession(
  deps: Pick<AuthDeps, 'db'>,
  request: FastifyRequest,
): Promise<void> {
  const token = bearerToken(request);
  if (token) await deleteSession(deps.db, hashSessionToken(token));
}
