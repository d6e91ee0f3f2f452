import { HttpResponse } from 'msw';

/*
 * The canned answers of the web tests: every test answers the API through these, inside MSW
 * handlers (src/testing/api.ts, src/testing/server.ts).
 */

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The server's error envelope (docs/architecture.md#security-baseline) with a status. */
export const errorResponse = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

/** No answer at all: fetch rejects with TypeError('Failed to fetch'). */
export const networkError = () => HttpResponse.error();
