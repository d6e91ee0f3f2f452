import type { PaymentProviderId, PlanDefinition, UrlResponse } from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingCore } from './billing-core';
import type { BillingUserRow, CheckoutSessionRow, SubscriptionRow } from './billing.repository';
import type { ReadAgainst, SubscriptionState } from './subscription-state';

// Everything billing asks of whoever takes the money, chosen once in billing-deps from
// PAYMENTS_PROVIDER, so no use case asks which provider it is talking to
// (docs/decisions/015-one-payment-provider-interface-and-webhook-ordering.md).

/** A subscription the provider moves to another plan in place instead of selling a second one. */
export interface RunningSubscription {
  /** Changes the plan now (ADR 012); resolves to where the browser goes next. */
  switchTo(user: BillingUserRow, plan: PlanDefinition): Promise<UrlResponse>;
}

/**
 * A user's subscription as the provider holds it now, for staff reconciliation
 * (docs/decisions/016-staff-console-bootstrap-and-audit.md).
 */
export type ProviderReading =
  /** The provider's current state; `renewals` are periods the built-in provider rolled over. */
  | {
      kind: 'state';
      state: SubscriptionState;
      customerId: string | null;
      readAgainst: ReadAgainst | null;
      renewals: readonly Date[];
    }
  /** The provider holds no subscription for this user. */
  | { kind: 'none' }
  /** Our record is the one that counts (a lifetime purchase), or the provider's cannot be used. */
  | { kind: 'ours'; issue: string | null };

/** The account behind the provider's keys, for the staff console's connection test. */
export interface ProviderAccount {
  id: string;
  displayName: string | null;
  country: string | null;
  livemode: boolean;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** No real money moves: the built-in test provider, or Stripe with a test key. */
  readonly testMode: boolean;
  /**
   * The caller's subscription when a monthly or yearly plan change must move it in place;
   * null when a checkout is the way to the new plan.
   */
  findRunningSubscription(
    current: SubscriptionRow | undefined,
  ): Promise<RunningSubscription | null>;
  /** Opens the provider's checkout for a session we stored; resolves to its URL. */
  openCheckout(
    user: BillingUserRow,
    plan: PlanDefinition,
    session: CheckoutSessionRow,
  ): Promise<UrlResponse>;
  /** Brings the caller's stored subscription in line with the provider. */
  refresh(userId: string): Promise<void>;
  /** The page where the caller manages their billing. */
  openPortal(user: BillingUserRow): Promise<UrlResponse>;
  /** A signed event from the provider; `duplicate` when its id was applied before. */
  receiveWebhook(rawBody: Buffer, signature: string): Promise<{ duplicate: boolean }>;
  /** What the provider holds for this user now; reads only, writes nothing. */
  readSubscription(
    user: BillingUserRow,
    stored: SubscriptionRow | undefined,
  ): Promise<ProviderReading>;
  /**
   * Stops every charge for this user before the account is deleted (ADR 027); throws when the
   * provider cannot confirm it, so nothing is deleted.
   */
  endBillingForDeletion(user: BillingUserRow): Promise<void>;
  /** Whether the provider answers, and as which account. */
  describeAccount(): Promise<ProviderAccount>;
  /** Routes only this provider has (the built-in checkout and portal pages), or null. */
  readonly routes: FastifyPluginAsyncZod<{ deps: BillingDeps }> | null;
}

export interface BillingDeps extends BillingCore {
  /** The one provider PAYMENTS_PROVIDER names (ADR 015). */
  payments: PaymentProvider;
}
