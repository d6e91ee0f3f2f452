import { AppError } from '../../http/app-error';

// ADR 015: a state read from Stripe is written only if no other writer touched the
// subscription since the read began; otherwise Stripe is read again. No lock is held across the
// network call, and the last write always carries a read taken after every earlier write.

/** Reads of the provider one request makes before it gives up and asks to be sent again. */
export const MAX_PROVIDER_READS = 3;

/** The subscription's row changed while its state was being read from the provider. */
export class StaleProviderRead extends Error {
  override name = 'StaleProviderRead';
}

/**
 * Runs `attempt` (read the provider, then write) again whenever its write was refused as stale.
 * After MAX_PROVIDER_READS refusals it answers 503: Stripe redelivers a webhook, a player retries.
 */
export async function untilFresh<T>(attempt: () => Promise<T>): Promise<T> {
  for (let read = 1; ; read += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleProviderRead)) throw error;
      if (read >= MAX_PROVIDER_READS) {
        throw new AppError(
          503,
          'SUBSCRIPTION_BUSY',
          'Your subscription is changing right now. Please try again in a moment.',
        );
      }
    }
  }
}
