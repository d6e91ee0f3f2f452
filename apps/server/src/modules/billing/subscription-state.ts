import type { PlanId, SubscriptionType } from '@jokerwise/contracts';
import type { Db } from '../../db/database';
import {
  findSubscription,
  lockUserSubscription,
  readSubscriptionVersion,
  updateUserSubscription,
  upsertSubscription,
  type SubscriptionRow,
} from './billing.repository';
import { hasSubscriptionAccess, isLifetime } from '@jokerwise/contracts';
import { StaleProviderRead } from './fresh-read';

/** A subscription as a provider reports it, in the provider-neutral shape billing stores. */
export interface SubscriptionState {
  /** 'local' is the test provider (the PAYMENTS_PROVIDER value, as stored). */
  provider: 'local' | 'stripe';
  plan: PlanId;
  type: SubscriptionType;
  status: string;
  stripeSubscriptionId: string | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

export type ApplyOutcome = 'applied' | 'kept-lifetime' | 'kept-newer-subscription';

/** The version of our rows for a Stripe subscription, taken before its state was read. */
export interface ReadAgainst {
  stripeSubscriptionId: string;
  version: string;
}

export interface ApplyInput {
  userId: string;
  state: SubscriptionState;
  now: Date;
  /** The provider's customer for this user, stored on the user row. */
  customerId?: string | null;
  /** Set for a state read from Stripe: the write is refused when the version moved since. */
  readAgainst?: ReadAgainst | null;
}

const factsOf = (row: Pick<SubscriptionRow, 'status' | 'plan' | 'type'>) => ({
  status: row.status,
  plan: row.plan,
  type: row.type,
});

/**
 * The one writer of a user's subscription: webhooks, checkout fulfilment, refresh and the test
 * provider's date rollover all end here, so `users.subscription*` (read by /api/me and the route
 * policy) always mirror billing_subscriptions. Runs in its own transaction with the user's
 * writes serialized (the lock also covers a row that does not exist yet). Throws
 * StaleProviderRead, writing nothing, when `readAgainst` no longer matches (ADR 015).
 */
export async function applySubscriptionState(db: Db, input: ApplyInput): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    await lockUserSubscription(tx, input.userId);
    const { readAgainst } = input;
    if (
      readAgainst &&
      (await readSubscriptionVersion(tx, readAgainst.stripeSubscriptionId)) !== readAgainst.version
    ) {
      throw new StaleProviderRead();
    }
    const current = await findSubscription(tx, input.userId, { forUpdate: true });
    const outcome = decide(current, input.state);
    if (outcome !== 'applied') return outcome;
    const { state, now } = input;
    await upsertSubscription(tx, {
      userId: input.userId,
      ...state,
      // One trial per user: remembered for good once any trial started.
      trialUsedAt:
        current?.trialUsedAt ?? (state.trialEnd ? (state.currentPeriodStart ?? now) : null),
      updatedAt: now,
    });
    await updateUserSubscription(tx, input.userId, {
      subscriptionStatus: state.status,
      subscriptionPlan: state.plan,
      subscriptionType: state.type,
      ...(input.customerId ? { stripeCustomerId: input.customerId } : {}),
      updatedAt: now,
    });
    return outcome;
  });
}

function decide(current: SubscriptionRow | undefined, next: SubscriptionState): ApplyOutcome {
  if (!current) return 'applied';
  // A lifetime purchase is never downgraded by a subscription event.
  if (isLifetime(factsOf(current)) && !isLifetime(next)) return 'kept-lifetime';
  // A late event about an older subscription must not end the one that replaced it.
  const otherSubscription =
    next.stripeSubscriptionId !== null &&
    current.stripeSubscriptionId !== null &&
    current.stripeSubscriptionId !== next.stripeSubscriptionId;
  if (
    otherSubscription &&
    hasSubscriptionAccess(factsOf(current)) &&
    !hasSubscriptionAccess(next)
  ) {
    return 'kept-newer-subscription';
  }
  return 'applied';
}
