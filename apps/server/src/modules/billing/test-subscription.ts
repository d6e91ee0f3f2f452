import { getPlan, PLAN_IDS, SUBSCRIPTION_TYPES, type TestPortal } from '@jokerwise/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './payment-provider';
import {
  findSubscription,
  findUserById,
  insertInvoice,
  listInvoices,
  type BillingUserRow,
  type SubscriptionRow,
} from './billing.repository';
import { hasSubscriptionAccess, isLifetime, readSubscriptionStatus } from '@jokerwise/contracts';
import { rollTestSubscription } from './test-billing-clock';
import { applySubscriptionState, type SubscriptionState } from './subscription-state';

// The built-in TEST MODE provider's subscription: date rollover on read, and the portal.

const storedPlan = z.enum(PLAN_IDS);
const storedType = z.enum(SUBSCRIPTION_TYPES);

export function stateOfRow(row: SubscriptionRow): SubscriptionState {
  return {
    provider: row.provider,
    plan: storedPlan.parse(row.plan),
    type: storedType.parse(row.type),
    status: row.status,
    stripeSubscriptionId: row.stripeSubscriptionId,
    trialEnd: row.trialEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: row.endedAt,
  };
}

/** A stable pretend customer id, so the spec's "Legend with a customer id" routing holds. */
export function testCustomerId(userId: string): string {
  return `local_cus_${userId.replaceAll('-', '')}`;
}

export function invoiceDescription(
  state: Pick<SubscriptionState, 'plan' | 'status'>,
  kind: 'start' | 'renewal',
) {
  const plan = getPlan(state.plan);
  if (kind === 'start' && state.status === 'trialing')
    return `${plan.name}: ${plan.trialDays}-day free trial`;
  if (plan.period === 'lifetime') return `${plan.name}: lifetime access`;
  return `${plan.name}: ${plan.period === 'yearly' ? 'yearly' : 'monthly'} subscription`;
}

/** Applies trial ends, renewals and period-end cancellations that fell due; true if any did. */
export async function settleTestSubscription(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  userId: string,
): Promise<boolean> {
  const row = await findSubscription(deps.db, userId);
  if (!row || row.provider !== 'local') return false;
  const now = deps.now();
  const { state, renewals } = rollTestSubscription(stateOfRow(row), now);
  if (renewals.length === 0 && state.status === row.status) return false;
  await applySubscriptionState(deps.db, { userId, state, now });
  await recordRenewals(deps.db, userId, state, renewals);
  return true;
}

/** One invoice per renewed period (a period already invoiced is skipped by the unique key). */
export async function recordRenewals(
  db: Db,
  userId: string,
  state: SubscriptionState,
  renewals: readonly Date[],
): Promise<void> {
  const price = getPlan(state.plan).priceCents;
  for (const periodStart of renewals) {
    await insertInvoice(db, {
      userId,
      plan: state.plan,
      description: invoiceDescription(state, 'renewal'),
      amountCents: price,
      periodStart,
    });
  }
}

const LIVE_TEST_STATUSES = new Set(['trialing', 'active']);

/**
 * For the session lookup (auth's resolvePrincipal), so /api/me and the subscriber policy see a
 * test-provider trial or cancellation end without a scheduler. No query unless the user holds a
 * live test-provider subscription; one indexed read then, and a write only when something fell due.
 */
export async function settleSessionUser(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  user: BillingUserRow,
): Promise<BillingUserRow> {
  const isTestCustomer = user.stripeCustomerId?.startsWith('local_') ?? false;
  if (
    !isTestCustomer ||
    !LIVE_TEST_STATUSES.has(user.subscriptionStatus) ||
    user.subscriptionType === 'lifetime'
  )
    return user;
  if (!(await settleTestSubscription(deps, user.id))) return user;
  return (await findUserById(deps.db, user.id)) ?? user;
}

const CANCELLABLE = new Set(['trialing', 'active', 'past_due']);

function portalFacts(row: SubscriptionRow | undefined) {
  const lifetime = row ? isLifetime(row) : false;
  const live = row ? CANCELLABLE.has(row.status) && !lifetime : false;
  return {
    canCancel: live && !row?.cancelAtPeriodEnd,
    canResume: live && Boolean(row?.cancelAtPeriodEnd),
  };
}

export async function getTestPortal(deps: BillingDeps, userId: string): Promise<TestPortal> {
  await settleTestSubscription(deps, userId);
  const row = await findSubscription(deps.db, userId);
  const invoices = await listInvoices(deps.db, userId);
  const plan = row ? getPlan(storedPlan.parse(row.plan)) : null;
  const { canCancel, canResume } = portalFacts(row);
  return {
    testMode: true,
    hasSubscription: row ? hasSubscriptionAccess(row) : false,
    plan: plan ? { id: plan.id, name: plan.name, priceDisplay: plan.priceDisplay } : null,
    status: readSubscriptionStatus(row?.status ?? 'inactive'),
    billingCycle: row ? storedType.parse(row.type) : null,
    trialEndDate: row?.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    nextBillingDate: row ? (nextBillingDate(row)?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    canCancel,
    canResume,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      date: invoice.periodStart.toISOString(),
      description: invoice.description,
      amountCents: invoice.amountCents,
      status: 'paid' as const,
    })),
    returnUrl: '/subscription',
  };
}

/** When money is next taken: none for lifetime, ended or ending subscriptions. */
export function nextBillingDate(row: SubscriptionRow): Date | null {
  if (isLifetime(row) || row.cancelAtPeriodEnd) return null;
  if (row.status === 'trialing') return row.trialEnd ?? row.currentPeriodEnd;
  if (row.status === 'active' || row.status === 'past_due') return row.currentPeriodEnd;
  return null;
}

/** Cancel at period end (true) or resume (false), as the built-in portal's buttons do. */
export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  userId: string,
  cancel: boolean,
): Promise<TestPortal> {
  await settleTestSubscription(deps, userId);
  const row = await findSubscription(deps.db, userId);
  if (!row || row.provider !== 'local') {
    throw new AppError(409, 'NO_SUBSCRIPTION', 'There is no test-mode subscription to change.');
  }
  const { canCancel, canResume } = portalFacts(row);
  if (cancel ? !canCancel : !canResume) {
    throw new AppError(
      409,
      cancel ? 'CANNOT_CANCEL' : 'CANNOT_RESUME',
      cancel ? 'This subscription cannot be cancelled.' : 'This subscription is not set to end.',
    );
  }
  await applySubscriptionState(deps.db, {
    userId,
    state: { ...stateOfRow(row), cancelAtPeriodEnd: cancel },
    now: deps.now(),
  });
  return getTestPortal(deps, userId);
}
