import { AppError } from '../../http/app-error';
import { hasEvent, recordEvent } from './billing.repository';
import { cancelSubscriptionsReplacedByLifetime } from './cancel-replaced-subscription';
import { untilFresh } from './fresh-read';
import { fulfilCheckout } from './fulfil-checkout';
import { StripeEventJsonError, StripeSignatureError } from './stripe-client';
import { resolveStripeEvent, type SyncDeps } from './stripe-sync';

/**
 * POST /api/stripe/webhook: verify the signature over the raw bytes, store the event id once and
 * apply what it means. A redelivery finds its id and changes nothing; an unknown type is stored
 * and acknowledged. Stripe is re-read before the transaction so no network call holds a lock;
 * when another writer changed the subscription during that read, the whole event is read and
 * applied again, so events racing each other end in Stripe's current state (ADR 015).
 */
export async function handleStripeWebhook(
  deps: SyncDeps,
  rawBody: Buffer,
  signature: string,
): Promise<{ duplicate: boolean }> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    throw new AppError(
      503,
      'WEBHOOK_NOT_CONFIGURED',
      'Stripe webhooks are not configured on this server.',
    );
  }
  const event = verify(() => deps.stripe.constructEvent(rawBody, signature, secret));
  if (await hasEvent(deps.db, event.id)) return { duplicate: true };
  return untilFresh(async () => {
    const fulfilments = await resolveStripeEvent(deps, event);
    await cancelSubscriptionsReplacedByLifetime(deps, fulfilments);
    const result = await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event.id, event.type, deps.now()))) return { duplicate: true };
      // A stale fulfilment throws, which also forgets the event id: it is read again.
      for (const fulfilment of fulfilments) {
        await fulfilCheckout({ db: tx, now: deps.now }, fulfilment, { requireOpen: false });
      }
      return { duplicate: false };
    });
    // After the commit, so no instance caches the subscription as it was (ADR 028).
    for (const { userId } of fulfilments) await deps.onUserChanged?.(userId);
    return result;
  });
}

function verify<T>(construct: () => T): T {
  try {
    return construct();
  } catch (error) {
    if (error instanceof StripeSignatureError) {
      throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature is not valid.');
    }
    if (error instanceof StripeEventJsonError) {
      throw new AppError(400, 'INVALID_JSON', 'The webhook is signed but its body is not JSON.');
    }
    throw new AppError(400, 'BAD_EVENT', 'The webhook body is not a Stripe event.');
  }
}
