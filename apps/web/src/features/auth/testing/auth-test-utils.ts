import type { User } from '@jokerwise/contracts';
import { vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { errorResponse, json } from '../../../testing/responses';

/*
 * Test helpers for the auth feature: users and a fake API at the network boundary (`fetch`).
 * Test-only; never imported by app code.
 */

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ante@example.com',
    username: 'ante_up',
    name: null,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    subscriptionType: null,
    stripeCustomerId: null,
    isAdmin: false,
    hasAccess: false,
    ...overrides,
  };
}

export { errorResponse, json } from '../../../testing/responses';

export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/** Stubs `fetch` with handlers keyed by "METHOD /path"; anything else answers 404. */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return errorResponse(404, 'NOT_FOUND', 'Not found');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** A stored token that /api/me accepts for `user` (plus any extra handlers). */
export function signInAs(user: User, handlers: Record<string, ApiHandler> = {}) {
  authToken.set('test-session-token');
  return stubApi({ 'GET /api/me': () => json(user), ...handlers });
}
