import type { User } from '@jokerwise/contracts';
import { authToken } from '../../../lib/storage';
import { answerApi, countRequests } from '../../../testing/api';
import { buildMember } from '../../../testing/factories';
import { json } from '../../../testing/responses';

/*
 * Test helpers for the billing feature: the API answered through the one MSW server. The data
 * comes from src/testing/factories.ts. Test-only; never imported by app code.
 */

export {
  buildCheckout,
  buildFreeSubscriptionInfo,
  buildMember,
  buildPortal,
  buildSubscriptionInfo,
  CHECKOUT_ID,
  TRIAL_END,
} from '../../../testing/factories';

export { errorResponse, json } from '../../../testing/responses';

export type ApiHandler = () => Response | Promise<Response>;

/**
 * Signs `user` in and answers the API with `handlers` keyed by "METHOD /path"; a request none of
 * them answers fails the test. Returns the spy of the requests and a counter of them.
 */
export function signInWithApi(handlers: Record<string, ApiHandler>, user: User = buildMember()) {
  authToken.set('test-session-token');
  const requests = answerApi({ 'GET /api/me': () => json(user), ...handlers });
  const calls = (method: string, path: string) => countRequests(requests, method, path);
  return { requests, calls };
}
