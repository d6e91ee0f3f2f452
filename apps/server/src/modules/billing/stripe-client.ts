import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import {
  accountSchema,
  checkoutSessionSchema,
  customerSchema,
  eventSchema,
  portalSessionSchema,
  subscriptionListSchema,
  subscriptionSchema,
  type StripeAccount,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripeSubscription,
} from './stripe-schemas';

// The only file that imports the Stripe SDK (docs/architecture.md#layout). Every answer is parsed with zod
// before billing uses it (STYLE: parse at the edges), so the rest of the module never sees SDK
// types and tests can speak plain HTTP to a loopback fake.

/** A customer holds a handful of subscriptions; the newest ones decide (Stripe lists newest first). */
const CUSTOMER_SUBSCRIPTIONS_LIMIT = 20;

/** Pinned so an SDK upgrade never silently changes the wire format we parse. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export type {
  StripeAccount,
  StripeCheckoutSession,
  StripeEvent,
  StripeSubscription,
} from './stripe-schemas';

export interface CreateCheckoutInput {
  mode: 'subscription' | 'payment';
  priceId: string;
  customerId: string;
  userId: string;
  plan: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface SwitchPriceInput {
  subscriptionId: string;
  /** The subscription item whose price changes (our subscriptions hold exactly one). */
  itemId: string;
  priceId: string;
  userId: string;
  plan: string;
}

export interface StripeGateway {
  readonly testMode: boolean;
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<StripeCheckoutSession>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  /** Moves the subscription to another price in place, settling the difference now. */
  switchSubscriptionPrice(input: SwitchPriceInput): Promise<StripeSubscription>;
  /** Ends the subscription at once: no further charges. */
  cancelSubscription(id: string, reason: string): Promise<StripeSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** The customer's subscriptions in every status, newest first (staff reconciliation). */
  listCustomerSubscriptions(customerId: string): Promise<StripeSubscription[]>;
  /** The account the key belongs to (the staff console's connection test). */
  retrieveAccount(): Promise<StripeAccount>;
  /**
   * Verifies the signature over the raw body, then parses it: StripeSignatureError when the
   * signature is wrong, StripeEventJsonError when signed bytes are not JSON.
   */
  constructEvent(rawBody: Buffer, signature: string, secret: string): StripeEvent;
}

export class StripeSignatureError extends Error {
  override name = 'StripeSignatureError';
}

/** Correctly signed bytes that are not JSON (Stripe checks the signature before parsing). */
export class StripeEventJsonError extends Error {
  override name = 'StripeEventJsonError';
}

/** The portal has no saved configuration (a Stripe account in test mode that never set it up). */
export class StripePortalNotConfiguredError extends Error {
  override name = 'StripePortalNotConfiguredError';
}

export function createStripeGateway(
  config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): StripeGateway {
  const secretKey = config.STRIPE_SECRET_KEY;
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the stripe payments provider');
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: 10_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...apiBase(config.STRIPE_API_BASE),
  });

  return {
    testMode: /^(sk|rk)_test_/.test(secretKey),
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customerSchema.parse(customer).id;
    },
    async createCheckoutSession(input) {
      const metadata = { userId: input.userId, plan: input.plan };
      const session = await stripe.checkout.sessions.create(
        {
          mode: input.mode,
          customer: input.customerId,
          client_reference_id: input.userId,
          metadata,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.mode === 'subscription'
            ? {
                subscription_data: {
                  metadata,
                  ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
                },
              }
            : { payment_intent_data: { metadata } }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const parsed = checkoutSessionSchema.parse(session);
      if (!parsed.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: parsed.id, url: parsed.url };
    },
    async retrieveCheckoutSession(id) {
      return checkoutSessionSchema.parse(await stripe.checkout.sessions.retrieve(id));
    },
    async retrieveSubscription(id) {
      return subscriptionSchema.parse(await stripe.subscriptions.retrieve(id));
    },
    async switchSubscriptionPrice({ subscriptionId, itemId, priceId, userId, plan }) {
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: itemId, price: priceId }],
        // Charge an upgrade (or credit a downgrade) now rather than on the next renewal, so the
        // player sees one clear payment for the change.
        proration_behavior: 'always_invoice',
        // Choosing a plan means keeping a subscription that was set to end.
        cancel_at_period_end: false,
        metadata: { userId, plan },
      });
      return subscriptionSchema.parse(subscription);
    },
    async cancelSubscription(id, reason) {
      const subscription = await stripe.subscriptions.cancel(id, {
        cancellation_details: { comment: reason },
      });
      return subscriptionSchema.parse(subscription);
    },
    async createPortalSession(customerId, returnUrl) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return portalSessionSchema.parse(session);
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          /configuration/i.test(error.message)
        ) {
          throw new StripePortalNotConfiguredError(error.message);
        }
        throw error;
      }
    },
    async listCustomerSubscriptions(customerId) {
      const page = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: CUSTOMER_SUBSCRIPTIONS_LIMIT,
      });
      return subscriptionListSchema.parse(page).data;
    },
    async retrieveAccount() {
      const account = accountSchema.parse(await stripe.accounts.retrieveCurrent());
      return {
        id: account.id,
        displayName:
          account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
        country: account.country ?? null,
      };
    },
    constructEvent(rawBody, signature, secret) {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        if (error instanceof SyntaxError) throw new StripeEventJsonError(error.message);
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new StripeSignatureError(error.message);
        }
        throw error;
      }
      return eventSchema.parse(event);
    },
  };
}

function apiBase(base: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
