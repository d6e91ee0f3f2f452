import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RoutePolicy } from './route-policy';

// Every route is recorded as it is registered so the policy test can walk the table and the
// 404 handler can answer 405 when the path exists under another method.

export interface RouteRecord {
  readonly method: string;
  readonly url: string;
  readonly policy: RoutePolicy | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteRecord[]>();

export function trackRoutes(app: FastifyInstance): void {
  const table: RouteRecord[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read lazily: a scope's own onRoute hook (defaultPolicyForScope) runs after this one.
      table.push({
        method,
        url: route.url,
        get policy() {
          return route.config?.policy;
        },
      });
    }
  });
}

export function listRoutes(app: FastifyInstance): readonly RouteRecord[] {
  return tables.get(app) ?? [];
}

function toPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

export function findAllowedMethods(app: FastifyInstance, rawUrl: string): string[] {
  const path = rawUrl.split('?')[0] ?? rawUrl;
  const methods = new Set<string>();
  for (const route of listRoutes(app)) {
    if (route.url.endsWith('*') && route.url.length <= 2) continue;
    if (toPattern(route.url).test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}
