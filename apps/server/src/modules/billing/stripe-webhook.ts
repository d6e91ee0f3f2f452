import { AppError } from '../../http/app-error';
import type { BillingDeps } from './billing-deps';
import { hasEvent, recordEvent } from './billing.repository';
import { cancelSubscriptionsReplacedByLifetime } from './cancel-replaced-subscription';
import { fulfilCheckout } from './fulfil-checkout';
import { StripeSignatureError } from './stripe-client';
import { resolveStripeEvent } from './stripe-sync';

/**
 * POST /api/stripe/webhook: verify the signature over the raw bytes, store the event id once and
 * apply what it means. A redelivery finds its id and changes nothing; an unknown type is stored
 * and acknowledged. Stripe is re-read before the transaction so no network call holds a lock.
 */
export async function handleStripeWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  if (!signature)
    throw new AppError(400, 'MISSING_SIGNATURE', 'The Stripe-Signature header is missing.');
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!deps.stripe || !secret) {
    throw new AppError(
      503,
      'WEBHOOK_NOT_CONFIGURED',
      'Stripe webhooks are not configured on this server.',
    );
  }
  const stripe = deps.stripe;
  const event = verify(() => stripe.constructEvent(rawBody, signature, secret));
  if (await hasEvent(deps.db, event.id)) return { duplicate: true };
  const fulfilments = await resolveStripeEvent({ ...deps, stripe }, event);
  await cancelSubscriptionsReplacedByLifetime({ db: deps.db, stripe }, fulfilments);
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type, deps.now()))) return { duplicate: true };
    for (const fulfilment of fulfilments) {
      await fulfilCheckout({ db: tx, now: deps.now }, fulfilment, { requireOpen: false });
    }
    return { duplicate: false };
  });
}

function verify<T>(construct: () => T): T {
  try {
    return construct();
  } catch (error) {
    if (error instanceof StripeSignatureError) {
      throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature is not valid.');
    }
    throw new AppError(400, 'BAD_EVENT', 'The webhook body is not a Stripe event.');
  }
}
