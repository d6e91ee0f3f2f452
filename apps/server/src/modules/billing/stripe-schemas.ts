import { z } from 'zod';

// The parts of Stripe's answers billing reads, parsed before use (STYLE: parse at the edges).
// stripe-client.ts applies them to every SDK answer; nothing else sees SDK types.

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));
const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

export const customerSchema = z.object({ id: z.string(), deleted: z.boolean().optional() });

export const checkoutSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullish(),
  mode: z.enum(['payment', 'subscription', 'setup']),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  customer: idOf.nullish(),
  client_reference_id: z.string().nullish(),
  subscription: idOf.nullish(),
  metadata: metadataSchema,
});
export type StripeCheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: idOf,
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  trial_end: z.number().nullish(),
  ended_at: z.number().nullish(),
  metadata: metadataSchema,
  items: z.object({
    data: z.array(
      z.object({
        id: z.string(),
        price: z.object({ id: z.string() }),
        current_period_start: z.number().nullish(),
        current_period_end: z.number().nullish(),
      }),
    ),
  }),
});
export type StripeSubscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });

export const accountSchema = z.object({
  id: z.string(),
  country: z.string().nullish(),
  business_profile: z.object({ name: z.string().nullish() }).nullish(),
  settings: z
    .object({ dashboard: z.object({ display_name: z.string().nullish() }).nullish() })
    .nullish(),
});

/** The Stripe account the secret key belongs to, as the staff console shows it. */
export interface StripeAccount {
  id: string;
  displayName: string | null;
  country: string | null;
}

export const portalSessionSchema = z.object({ url: z.string() });

/** Only what billing reads from an event; the object is re-read from Stripe before use. */
export const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z
      .object({
        id: z.string().optional(),
        subscription: idOf.nullish(),
        parent: z
          .object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() })
          .nullish(),
      })
      .loose(),
  }),
});
export type StripeEvent = z.infer<typeof eventSchema>;
