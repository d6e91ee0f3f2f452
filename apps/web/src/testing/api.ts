import { http, type HttpHandler } from 'msw';
import { vi } from 'vitest';
import { errorResponse } from './responses';
import { server } from './server';

/*
 * Answers for the API keyed by "METHOD /path", installed on the one MSW server. A request none of
 * them answers fails the test (test/setup-test-env.ts). Test-only; never imported by app code.
 */

/** What a handler saw of one request, shaped like fetch's arguments. */
export interface SentRequest {
  /** The path and query as the app asked for them (`/api/users?page=2`). */
  path: string;
  url: URL;
  method: string;
  headers: Headers;
  /** The raw body, when there was one. */
  body: string | undefined;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export type ApiAnswer = (request: SentRequest) => Response | Promise<Response>;

const ROUTE = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function isMethod(method: string): method is keyof typeof ROUTE {
  return method in ROUTE;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Installs `answers` and returns a spy called as `(path, { method, headers, body })` for every
 * request they answered, in order: assertions on what the app sent read its `mock.calls`.
 */
export function answerApi(answers: Record<string, ApiAnswer>) {
  const requests = vi.fn<(path: string, init: RequestInit) => void>();
  const handlers: HttpHandler[] = Object.entries(answers).map(([key, answer]) => {
    const [method = '', path = ''] = key.split(' ');
    if (!isMethod(method)) throw new Error(`unknown method in "${key}"`);
    return ROUTE[method](path, async ({ request }) => {
      const url = new URL(request.url);
      const body = request.body ? await request.clone().text() : undefined;
      const sent: SentRequest = {
        path: `${url.pathname}${url.search}`,
        url,
        method: request.method,
        headers: request.headers,
        body,
        json: parseJson(body),
      };
      requests(sent.path, {
        method: sent.method,
        headers: sent.headers,
        credentials: request.credentials,
        body,
      });
      return answer(sent);
    });
  });
  server.use(...handlers);
  return requests;
}

export type ApiRequests = ReturnType<typeof answerApi>;

/** The JSON bodies sent to one path (query ignored), in order. */
export function sentBodies(requests: ApiRequests, path: string): unknown[] {
  return requests.mock.calls
    .filter(([sent]) => new URL(sent, 'http://localhost').pathname === path)
    .map(([, init]) => parseJson(typeof init.body === 'string' ? init.body : undefined));
}

/** How many `method` requests went to `path` (query included when given). */
export function countRequests(requests: ApiRequests, method: string, path: string): number {
  return requests.mock.calls.filter(
    ([sent, init]) =>
      init.method === method &&
      (path.includes('?') ? sent === path : new URL(sent, 'http://localhost').pathname === path),
  ).length;
}

/**
 * Answers each of `keys` ("METHOD /path") with the server's 404 envelope: for the data a screen
 * loads alongside what a test is about, named so that any other request still fails the test.
 */
export function notFound(...keys: string[]): Record<string, () => Response> {
  return Object.fromEntries(
    keys.map((key) => [key, () => errorResponse(404, 'NOT_FOUND', 'Not found')]),
  );
}
