import type { BillingUserRow, SubscriptionRow } from './billing.repository';
import { hasSubscriptionAccess, isLifetime } from '@jokerwise/contracts';
import { stateOfRow } from './test-subscription';
import type { ProviderReading } from './payment-provider';
import type { ReadAgainst, SubscriptionState } from './subscription-state';

// Staff reconciliation (docs/decisions/016-staff-console-bootstrap-and-audit.md): what differs
// between our records (the user row /api/me reads and the billing row behind it) and what the
// payment provider holds, and the one correction that makes them agree. No I/O here.

export type FieldChange = { from: string | null; to: string | null };

/** How the stored subscription is brought in line: through the one writer, or a bare user row. */
export type Correction =
  | {
      kind: 'apply';
      state: SubscriptionState;
      customerId: string | null;
      readAgainst: ReadAgainst | null;
      renewals: readonly Date[];
    }
  /** A user row claiming a subscription no record and no provider backs. */
  | { kind: 'clear-user' };

export interface Comparison {
  oldStatus: string;
  newStatus: string;
  changes: Record<string, FieldChange>;
  issues: string[];
  correction: Correction | null;
}

const FIELD_LABELS = {
  status: 'Status',
  plan: 'Plan',
  type: 'Billing cycle',
  stripeSubscriptionId: 'Subscription id',
  currentPeriodEnd: 'Period end',
  cancelAtPeriodEnd: 'Ends at period end',
  stripeCustomerId: 'Customer id',
} as const;
type Field = keyof typeof FIELD_LABELS;
type Facts = Record<Exclude<Field, 'stripeCustomerId'>, string | null>;

const MIRRORED = ['status', 'plan', 'type'] as const;
const RECORD_ONLY = ['stripeSubscriptionId', 'currentPeriodEnd', 'cancelAtPeriodEnd'] as const;

function factsOf(state: SubscriptionState): Facts {
  return {
    status: state.status,
    plan: state.plan,
    type: state.type,
    stripeSubscriptionId: state.stripeSubscriptionId,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: String(state.cancelAtPeriodEnd),
  };
}

const applyState = (state: SubscriptionState): Correction => ({
  kind: 'apply',
  state,
  customerId: null,
  readAgainst: null,
  renewals: [],
});

/** What our records should say, by the provider's reading; null when nothing can be decided. */
function targetOf(
  stored: SubscriptionRow | undefined,
  reading: ProviderReading,
  now: Date,
): { facts: Facts; correction: Correction } | null {
  if (reading.kind === 'state') {
    const { state, customerId, readAgainst, renewals } = reading;
    return {
      facts: factsOf(state),
      correction: { kind: 'apply', state, customerId, readAgainst, renewals },
    };
  }
  if (!stored) return null;
  const ours = stateOfRow(stored);
  // The provider holds nothing: a subscription we still count as live has ended.
  const ended =
    reading.kind === 'none' && hasSubscriptionAccess(stored) && !isLifetime(stored)
      ? { ...ours, status: 'canceled', cancelAtPeriodEnd: false, endedAt: stored.endedAt ?? now }
      : ours;
  return { facts: factsOf(ended), correction: applyState(ended) };
}

export function compareSubscription(input: {
  user: BillingUserRow;
  stored: SubscriptionRow | undefined;
  reading: ProviderReading;
  now: Date;
  /** Who says so, in the issue texts: 'Stripe', 'the test provider'. */
  source: string;
}): Comparison {
  const { user, stored, reading } = input;
  const changes: Record<string, FieldChange> = {};
  const issues: string[] = [];
  if (reading.kind === 'ours' && reading.issue) issues.push(reading.issue);
  const target = targetOf(stored, reading, input.now);
  let correction: Correction | null = target?.correction ?? null;

  if (target) {
    const record = stored ? factsOf(stateOfRow(stored)) : null;
    // The user row is what /api/me shows; the billing row behind it must agree too.
    for (const field of MIRRORED) {
      const to = target.facts[field];
      const mirror = user[FIELD_COLUMNS[field]];
      if (mirror !== to) changes[field] = { from: mirror, to };
      else if (record && record[field] !== to) changes[field] = { from: record[field], to };
    }
    for (const field of RECORD_ONLY) {
      const from = record?.[field] ?? null;
      if (from !== target.facts[field]) changes[field] = { from, to: target.facts[field] };
    }
    if (
      reading.kind === 'state' &&
      reading.customerId &&
      reading.customerId !== user.stripeCustomerId
    ) {
      changes.stripeCustomerId = { from: user.stripeCustomerId, to: reading.customerId };
    }
  } else if (reading.kind === 'none' && hasSubscriptionAccess(factsOfUser(user))) {
    changes.status = { from: user.subscriptionStatus, to: 'inactive' };
    correction = { kind: 'clear-user' };
  }

  const fields = Object.keys(changes) as Field[];
  if (fields.length === 0) correction = null;
  else if (reading.kind === 'none') issues.unshift(`No subscription at ${input.source}`);
  for (const field of fields) {
    const change = changes[field];
    issues.push(
      `${FIELD_LABELS[field]}: ${change?.from ?? 'none'} here, ${change?.to ?? 'none'} at ${input.source}`,
    );
  }
  return {
    oldStatus: user.subscriptionStatus,
    newStatus: changes.status?.to ?? user.subscriptionStatus,
    changes,
    issues,
    correction,
  };
}

const FIELD_COLUMNS = {
  status: 'subscriptionStatus',
  plan: 'subscriptionPlan',
  type: 'subscriptionType',
} as const satisfies Record<(typeof MIRRORED)[number], keyof BillingUserRow>;

function factsOfUser(user: BillingUserRow) {
  return {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    type: user.subscriptionType,
  };
}
