import { AppError } from '../../http/app-error';

/**
 * A failed Stripe call becomes a 502 with a plain message; the SDK error rides along as `cause`
 * so the billing routes' error hook can log it (docs/architecture.md#security-baseline: a 5xx never leaks internals).
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = new AppError(
      502,
      'PAYMENTS_UNAVAILABLE',
      'The payment provider did not answer. Please try again.',
    );
    failure.cause = error;
    throw failure;
  }
}
