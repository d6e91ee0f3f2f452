import {
  getPlan,
  PLAN_IDS,
  TRIAL_TEXT,
  type TestCheckout,
  type UrlResponse,
} from '@jokerwise/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './payment-provider';
import {
  closeCheckoutSession,
  findCheckoutSession,
  findSubscription,
  insertInvoice,
  type CheckoutSessionRow,
} from './billing.repository';
import { fulfilCheckout } from './fulfil-checkout';
import { startTestSubscription } from './test-billing-clock';
import { invoiceDescription, testCustomerId } from './test-subscription';

// The built-in TEST MODE checkout page (docs/architecture.md#runtime-pieces): its data, pay and cancel.

/** /success checks the session it names before it confirms anything. */
export function successUrl(sessionId: string): string {
  return `/success?session_id=${sessionId}`;
}
export const CHECKOUT_CANCEL_URL = '/subscription?tab=plans';

/** Someone else's session answers exactly like a missing one, so ids cannot be probed. */
async function ownedTestSession(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<CheckoutSessionRow> {
  const session = await findCheckoutSession(deps.db, id);
  if (!session || session.userId !== userId || session.provider !== 'local') {
    throw new AppError(404, 'CHECKOUT_NOT_FOUND', 'This checkout does not exist.');
  }
  return session;
}

export async function getTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<TestCheckout> {
  const session = await ownedTestSession(deps, userId, id);
  const plan = getPlan(z.enum(PLAN_IDS).parse(session.plan));
  return {
    id: session.id,
    status: session.status,
    testMode: true,
    plan: {
      id: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      priceDisplay: plan.priceDisplay,
      period: plan.period,
      periodDisplay: plan.periodDisplay,
    },
    trialDays: session.trialDays,
    trialText: session.trialDays > 0 ? TRIAL_TEXT : null,
    amountDueTodayCents: session.trialDays > 0 ? 0 : plan.priceCents,
    cancelUrl: CHECKOUT_CANCEL_URL,
  };
}

/** "Pays" with the test card: the same fulfilment a Stripe webhook runs, then /success. */
export async function payTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<UrlResponse> {
  const session = await ownedTestSession(deps, userId, id);
  if (session.status !== 'open') throw closedError(session);
  const plan = z.enum(PLAN_IDS).parse(session.plan);
  const current = await findSubscription(deps.db, userId);
  // Re-checked at payment: two checkouts opened side by side still give one trial.
  const trialDays = current?.trialUsedAt ? 0 : session.trialDays;
  const state = startTestSubscription(plan, trialDays, deps.now());
  const { completed } = await fulfilCheckout(
    deps,
    { userId, state, customerId: testCustomerId(userId), checkoutId: session.id },
    { requireOpen: true },
  );
  if (!completed) throw closedError(session);
  await insertInvoice(deps.db, {
    userId,
    plan,
    description: invoiceDescription(state, 'start'),
    amountCents: state.status === 'trialing' ? 0 : getPlan(plan).priceCents,
    periodStart: state.currentPeriodStart ?? deps.now(),
  });
  return { url: successUrl(session.id) };
}

export async function cancelTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<UrlResponse> {
  const session = await ownedTestSession(deps, userId, id);
  if (!(await closeCheckoutSession(deps.db, session.id, 'canceled', deps.now())))
    throw closedError(session);
  return { url: CHECKOUT_CANCEL_URL };
}

function closedError(session: CheckoutSessionRow): AppError {
  return new AppError(
    409,
    'CHECKOUT_CLOSED',
    `This checkout was already ${session.status === 'paid' ? 'paid' : 'closed'}.`,
  );
}
