import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/http/route-table';
import { ROUTE_POLICIES, type Principal, type RoutePolicy } from '../src/http/route-policy';
import { buildTestApp } from './helpers/build-test-app';

// docs/architecture.md#security-baseline: deny by default. The table is walked, so a route added without a policy, or
// one whose policy is not enforced, fails here.

const ROLES = {
  visitor: null,
  user: { userId: 'u-user', isAdmin: false, hasAccess: false },
  subscriber: { userId: 'u-sub', isAdmin: false, hasAccess: true },
  admin: { userId: 'u-admin', isAdmin: true, hasAccess: false },
} satisfies Record<string, Principal | null>;
type Role = keyof typeof ROLES;

const ALLOWED: Record<RoutePolicy, readonly Role[]> = {
  public: ['visitor', 'user', 'subscriber', 'admin'],
  user: ['user', 'subscriber', 'admin'],
  subscriber: ['subscriber', 'admin'],
  admin: ['admin'],
};

let currentRole: Role = 'visitor';
const { app } = await buildTestApp({
  resolvePrincipal: () => Promise.resolve(ROLES[currentRole]),
});
const routes = listRoutes(app).filter((route) => route.method !== 'HEAD');

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'anything');
}

describe('route policies', () => {
  it('declares a policy on every registered route', () => {
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !route.policy).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const route of routes) expect(ROUTE_POLICIES).toContain(route.policy);
  });

  it('lets exactly the allowed roles through each route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const role of Object.keys(ROLES) as Role[]) {
        currentRole = role;
        const response = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
        });
        const denied = response.statusCode === 401 || response.statusCode === 403;
        const allowed = ALLOWED[route.policy ?? 'admin'].includes(role);
        if (denied === allowed)
          wrong.push(`${role} ${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy enforcement on a probe app', () => {
  it.each(ROUTE_POLICIES)('enforces %s for every role', async (policy) => {
    const { default: Fastify } = await import('fastify');
    const { registerRoutePolicies } = await import('../src/http/route-policy');
    const { registerErrorHandling } = await import('../src/http/error-handler');
    const probe = Fastify();
    registerErrorHandling(probe);
    let role: Role = 'visitor';
    registerRoutePolicies(probe, () => Promise.resolve(ROLES[role]));
    probe.get('/api/probe', { config: { policy } }, async () => ({ ok: true }));
    probe.get('/api/no-policy', async () => ({ ok: true }));
    for (const each of Object.keys(ROLES) as Role[]) {
      role = each;
      const response = await probe.inject({ method: 'GET', url: '/api/probe' });
      expect(response.statusCode, `${each} on ${policy}`).toBe(
        ALLOWED[policy].includes(each) ? 200 : each === 'visitor' ? 401 : 403,
      );
      const unguarded = await probe.inject({ method: 'GET', url: '/api/no-policy' });
      expect(unguarded.statusCode, 'a route without a policy is denied').toBe(403);
    }
    await probe.close();
  });
});
