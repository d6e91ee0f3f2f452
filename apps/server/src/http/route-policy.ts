import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// Deny by default (docs/architecture.md#security-baseline): every route declares who may call it in `config.policy`;
// one hook enforces it, so no handler repeats an auth check and no URL prefix is special.

export const ROUTE_POLICIES = ['public', 'user', 'subscriber', 'admin'] as const;
export type RoutePolicy = (typeof ROUTE_POLICIES)[number];

export interface Principal {
  readonly userId: string;
  readonly isAdmin: boolean;
  /** Subscription entitlement: trialing, active, past_due or lifetime. */
  readonly hasAccess: boolean;
}

/** Resolves the caller from the request's credentials; null when signed out. */
export type ResolvePrincipal = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const signedOut: ResolvePrincipal = () => Promise.resolve(null);

export function registerRoutePolicies(
  app: FastifyInstance,
  resolvePrincipal: ResolvePrincipal,
): void {
  app.decorateRequest('principal', null);
  // preParsing, after the routes' per-IP rate limits (onRequest): a refused request never pays
  // for the session read, and a body is read only once the caller may send it. Limits keyed by
  // user run at preHandler, after this (coach.routes.ts).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404) return payload;
    const policy = request.routeOptions.config.policy;
    if (!policy) {
      request.log.error({ url: request.routeOptions.url }, 'route has no access policy');
      throw new AppError(403, 'FORBIDDEN', 'This route is not available.');
    }
    request.principal = await resolvePrincipal(request);
    assertAllowed(policy, request.principal);
    return payload;
  });
}

export function assertAllowed(policy: RoutePolicy, principal: Principal | null): void {
  if (policy === 'public') return;
  if (!principal) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  if (policy === 'subscriber' && !principal.hasAccess && !principal.isAdmin) {
    throw new AppError(403, 'SUBSCRIPTION_REQUIRED', 'This needs an active subscription.');
  }
  if (policy === 'admin' && !principal.isAdmin) {
    throw new AppError(403, 'FORBIDDEN', 'This needs staff access.');
  }
}

/**
 * For third-party plugins that register their own routes (static files, API docs): everything
 * registered inside the plugin's scope gets the given policy unless a route says otherwise.
 */
export function defaultPolicyForScope(scope: FastifyInstance, policy: RoutePolicy): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, policy: route.config?.policy ?? policy };
  });
}
