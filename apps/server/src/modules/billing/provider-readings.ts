import type { BillingCore } from './billing-core';
import type { BillingUserRow, SubscriptionRow } from './billing.repository';
import { isLifetime } from '@jokerwise/contracts';
import { rollTestSubscription } from './test-billing-clock';
import { stateOfRow } from './test-subscription';
import type { ProviderAccount, ProviderReading } from './payment-provider';
import type { StripeSubscription } from './stripe-client';
import { callStripe } from './stripe-errors';
import { resolveSubscription, type SyncDeps } from './stripe-sync';

// What each payment provider holds for one user, for staff reconciliation
// (docs/decisions/016-staff-console-bootstrap-and-audit.md). Reads only: the comparison and the
// correction live in reconcile-subscription.ts.

const LIVE = new Set(['trialing', 'active', 'past_due']);

/** The built-in provider: our own record, with trial ends and renewals that fell due applied. */
export function readTestSubscription(
  core: Pick<BillingCore, 'now'>,
  stored: SubscriptionRow | undefined,
): ProviderReading {
  if (!stored) return { kind: 'none' };
  if (stored.provider !== 'local') {
    return { kind: 'ours', issue: 'Recorded by Stripe, but payments now run on the test provider' };
  }
  const { state, renewals } = rollTestSubscription(stateOfRow(stored), core.now());
  return { kind: 'state', state, customerId: null, readAgainst: null, renewals };
}

export const TEST_ACCOUNT: ProviderAccount = {
  id: 'local',
  displayName: 'Built-in test payments',
  country: null,
  livemode: false,
};

/** The subscription that decides: a live one (newest first), else ours, else the newest. */
function chooseSubscription(
  subscriptions: readonly StripeSubscription[],
  storedId: string | null,
): StripeSubscription | undefined {
  return (
    subscriptions.find((subscription) => LIVE.has(subscription.status)) ??
    subscriptions.find((subscription) => subscription.id === storedId) ??
    subscriptions[0]
  );
}

/** Stripe: the customer's subscriptions, the deciding one read again against our rows' version. */
export async function readStripeSubscription(
  deps: SyncDeps,
  user: BillingUserRow,
  stored: SubscriptionRow | undefined,
): Promise<ProviderReading> {
  // A lifetime purchase is a one-time payment: Stripe holds no subscription that could overrule it.
  if (stored && isLifetime(stored)) return { kind: 'ours', issue: null };
  if (stored?.provider === 'local') {
    return { kind: 'ours', issue: 'Recorded by the test provider, not by Stripe' };
  }
  const customerId = user.stripeCustomerId?.startsWith('local_') ? null : user.stripeCustomerId;
  const storedId = stored?.stripeSubscriptionId ?? null;
  const chosen = customerId
    ? chooseSubscription(
        await callStripe(() => deps.stripe.listCustomerSubscriptions(customerId)),
        storedId,
      )?.id
    : storedId;
  if (!chosen) return { kind: 'none' };
  const [fulfilment] = await resolveSubscription(deps, chosen, null);
  if (!fulfilment) {
    return { kind: 'ours', issue: 'Stripe names a price or customer this server does not know' };
  }
  if (fulfilment.userId !== user.id) {
    return { kind: 'ours', issue: "Stripe's subscription belongs to another account" };
  }
  return {
    kind: 'state',
    state: fulfilment.state,
    customerId: fulfilment.customerId,
    readAgainst: fulfilment.readAgainst ?? null,
    renewals: [],
  };
}

export async function describeStripeAccount(deps: SyncDeps): Promise<ProviderAccount> {
  const account = await callStripe(() => deps.stripe.retrieveAccount());
  return { ...account, livemode: !deps.stripe.testMode };
}
