import { getPlan, PLAN_IDS, type CheckoutConfirmation } from '@jokerwise/contracts';
import { z } from 'zod';
import type { BillingDeps } from './payment-provider';
import {
  findCheckoutByStripeSessionId,
  findCheckoutSession,
  type CheckoutSessionRow,
} from './billing.repository';

// /success says 'Subscription Successful!' only for the caller's own checkout, paid moments ago.
// Anything else — no session, someone else's, unpaid, or long ago — is answered the
// same way, so session ids cannot be probed.

/** How long after payment /success still confirms it: the page is seen right after checkout. */
export const CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;

const NOT_CONFIRMED: CheckoutConfirmation = { confirmed: false, planName: null, trialDays: 0 };

async function findOwnSession(
  deps: Pick<BillingDeps, 'db'>,
  userId: string,
  sessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const session = z.uuid().safeParse(sessionId).success
    ? await findCheckoutSession(deps.db, sessionId)
    : await findCheckoutByStripeSessionId(deps.db, sessionId);
  return session?.userId === userId ? session : undefined;
}

export async function confirmCheckout(
  deps: BillingDeps,
  userId: string,
  sessionId: string,
): Promise<CheckoutConfirmation> {
  let session = await findOwnSession(deps, userId, sessionId);
  if (session?.status === 'open' && session.provider === 'stripe') {
    // Stripe sends the browser back before its webhook may have arrived: read the checkout.
    await deps.payments.refresh(userId);
    session = await findOwnSession(deps, userId, sessionId);
  }
  if (session?.status !== 'paid' || !session.completedAt) return NOT_CONFIRMED;
  if (deps.now().getTime() - session.completedAt.getTime() > CONFIRMATION_WINDOW_MS) {
    return NOT_CONFIRMED;
  }
  const plan = z.enum(PLAN_IDS).safeParse(session.plan);
  return {
    confirmed: true,
    planName: plan.success ? getPlan(plan.data).name : null,
    trialDays: session.trialDays,
  };
}
