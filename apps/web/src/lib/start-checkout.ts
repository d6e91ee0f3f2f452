import { CHECKOUT_ACTIONS, type CheckoutAction, type PlanId } from '@jokerwise/contracts';
import { apiRequest } from './api-client';

// docs/product/billing.md lists GET /api/create-subscription as a browser navigation, but a navigation
// cannot carry the Bearer token, so the server would not know who is buying. The client uses
// the authenticated checkout calls (POST /api/checkout/<action> → { url }) for every tier and
// then goes to the returned checkout page.

const ACTION_BY_PLAN = Object.fromEntries(
  Object.entries(CHECKOUT_ACTIONS).map(([action, plan]) => [plan, action]),
) as Record<PlanId, CheckoutAction>;

/** docs/product/billing.md: the fallback message of each checkout failure. */
export const CHECKOUT_FAILURE_MESSAGES: Record<PlanId, string> = {
  explorer: 'Failed to start Explorer trial',
  master: 'Failed to start Master trial',
  legend: 'Failed to purchase Legend lifetime access',
};

/** The full-page navigation to the checkout page; an object so tests can watch it. */
export const checkoutNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export async function startCheckout(tier: PlanId): Promise<void> {
  const body = await apiRequest(`/api/checkout/${ACTION_BY_PLAN[tier]}`, { method: 'POST' });
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : null;
  if (typeof url !== 'string') throw new Error(CHECKOUT_FAILURE_MESSAGES[tier]);
  checkoutNavigation.assign(url);
}
