import type { User } from '@jokerwise/contracts';
import { authToken } from '../../../lib/storage';
import { answerApi, type SentRequest } from '../../../testing/api';
import { json } from '../../../testing/responses';

/*
 * Test helpers for the auth feature: the API answered through the one MSW server, keyed by
 * "METHOD /path". A request none of them answers fails the test. Test-only; never imported by
 * app code.
 */

export { buildUser } from '../../../testing/factories';
export { errorResponse, json, networkError } from '../../../testing/responses';
export { sentBodies } from '../../../testing/api';

/** Answers one endpoint from the JSON body the app sent. */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/** Answers the API with `handlers`; returns the spy of the requests they answered. */
export function stubApi(handlers: Record<string, ApiHandler>) {
  return answerApi(
    Object.fromEntries(
      Object.entries(handlers).map(([key, handler]) => [
        key,
        (sent: SentRequest) => handler(sent.json),
      ]),
    ),
  );
}

/** A stored token that /api/me accepts for `user` (plus any extra handlers). */
export function signInAs(user: User, handlers: Record<string, ApiHandler> = {}) {
  authToken.set('test-session-token');
  return stubApi({ 'GET /api/me': () => json(user), ...handlers });
}
