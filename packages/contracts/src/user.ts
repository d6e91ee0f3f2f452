import { z } from 'zod';

/** Statuses the product knows; anything else displays as inactive (docs/product/overview.md). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_IDS = ['explorer', 'master', 'legend'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const SUBSCRIPTION_TYPES = ['monthly', 'yearly', 'lifetime'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** The signed-in user as /api/me and /api/verify-code return it (docs/product/overview.md). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).catch('inactive'),
  subscriptionPlan: z.enum(PLAN_IDS).nullable().catch(null),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable().catch(null),
  stripeCustomerId: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Server-computed entitlement (ADR 005): trialing, active, past_due or Legend lifetime. */
  hasAccess: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
