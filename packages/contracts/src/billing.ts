import { z } from 'zod';
import { emailSchema } from './auth';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES, userSchema } from './user';

// docs/product/billing.md (Subscription info, billing calls) and the built-in TEST MODE checkout and
// portal of the test payments provider (`PAYMENTS_PROVIDER=local`) (docs/architecture.md#runtime-pieces).

const isoDate = z.string().describe('ISO 8601 date-time');

/** GET /api/user/subscription (docs/product/billing.md), plus what the page needs beyond the spec's fields. */
export const subscriptionInfoSchema = z.object({
  /** The plan's display name ('Master'); the client maps anything unknown to explorer. */
  planName: z.string(),
  planId: z.enum(PLAN_IDS).nullable(),
  billingCycle: z.enum(SUBSCRIPTION_TYPES).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).catch('inactive'),
  trialEndDate: isoDate.nullable(),
  hasSubscription: z.boolean(),
  /** Price of the plan in dollars (19.99); null without a plan. */
  amount: z.number().nullable(),
  nextBillingDate: isoDate.nullable(),
  /** When the subscription ended (canceled, or a trial that ran out); null while it runs. */
  endedAt: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** past_due: access continues with a warning (ADR 005). */
  paymentWarning: z.boolean(),
  /** The payments provider takes no real money: show the test-card notice. */
  testMode: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** Who takes payments: Stripe, or the built-in TEST MODE checkout that takes no money. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/billing/mode: public, so every page can say TEST MODE when no real money moves. */
export const billingModeSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True for the built-in provider and for Stripe with a test key. */
  testMode: z.boolean(),
});
export type BillingMode = z.infer<typeof billingModeSchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

export const refreshSubscriptionResponseSchema = z.object({ user: userSchema });

/** GET /api/create-subscription?tier&email (docs/product/billing.md): the e-mail must be the caller's. */
export const createSubscriptionQuerySchema = z.object({
  tier: z.enum(PLAN_IDS),
  email: emailSchema,
});

export const checkoutSessionIdParamsSchema = z.object({ id: z.uuid() });

/**
 * GET /api/checkout/confirmation?session_id: the id /success was opened with, ours
 * (the built-in checkout) or the payment provider's (Stripe's cs_…).
 */
export const checkoutConfirmationQuerySchema = z.object({
  session_id: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a checkout session id'),
});

/**
 * Whether that checkout is the caller's, paid moments ago; else /success stays neutral.
 * `trialDays` above 0: the checkout started a free trial and charged nothing.
 */
export const checkoutConfirmationSchema = z.object({
  confirmed: z.boolean(),
  planName: z.string().nullable(),
  trialDays: z.number().int().min(0),
});
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'paid', 'canceled'] as const;

/** The built-in TEST MODE checkout page's data. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  testMode: z.literal(true),
  plan: z.object({
    id: z.enum(PLAN_IDS),
    name: z.string(),
    priceCents: z.number().int(),
    priceDisplay: z.string(),
    period: z.enum(SUBSCRIPTION_TYPES),
    periodDisplay: z.string(),
  }),
  /** 0 when this user already had a trial (one trial per user). */
  trialDays: z.number().int(),
  trialText: z.string().nullable(),
  amountDueTodayCents: z.number().int(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const INVOICE_STATUSES = ['paid'] as const;

export const invoiceSchema = z.object({
  id: z.string(),
  date: isoDate,
  description: z.string(),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});

/** The built-in TEST MODE customer portal's data. */
export const testPortalSchema = z.object({
  testMode: z.literal(true),
  hasSubscription: z.boolean(),
  plan: z.object({ id: z.enum(PLAN_IDS), name: z.string(), priceDisplay: z.string() }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).catch('inactive'),
  billingCycle: z.enum(SUBSCRIPTION_TYPES).nullable(),
  trialEndDate: isoDate.nullable(),
  currentPeriodEnd: isoDate.nullable(),
  nextBillingDate: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  invoices: z.array(invoiceSchema),
  returnUrl: z.string(),
});
export type TestPortal = z.infer<typeof testPortalSchema>;

export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
