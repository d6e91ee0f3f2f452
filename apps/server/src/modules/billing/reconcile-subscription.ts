import type { PaymentConnectionTest } from '@jokerwise/contracts';
import type { Db } from '../../db/database';
import type { BillingDeps } from './payment-provider';
import { findSubscription, findUserById, updateUserSubscription } from './billing.repository';
import { compareSubscription, type Correction, type FieldChange } from './compare-subscription';
import { untilFresh } from './fresh-read';
import { recordRenewals } from './test-subscription';
import { applySubscriptionState } from './subscription-state';

// Staff reconciliation's entry into billing (docs/decisions/016-staff-console-bootstrap-and-
// audit.md): inspect one user against the payment provider, and correct them through the one
// writer of subscriptions. The caller records the change inside the same transaction.

export interface SubscriptionInspection {
  userId: string;
  email: string;
  oldStatus: string;
  newStatus: string;
  changes: Record<string, FieldChange>;
  /** In words a staff member can act on; empty when the user is in sync. */
  issues: string[];
  /** A correction exists: reconciling would change our records. */
  needsSync: boolean;
}

export type RecordCorrection = (tx: Db, inspection: SubscriptionInspection) => Promise<void>;

export interface SubscriptionReconciler {
  /** Compares one user with the provider; writes nothing. Null for an unknown user. */
  inspect(userId: string): Promise<SubscriptionInspection | null>;
  /** Compares, then corrects and calls `record` in the same transaction when anything differs. */
  reconcile(
    userId: string,
    record: RecordCorrection,
  ): Promise<{ inspection: SubscriptionInspection; applied: boolean } | null>;
  testConnection(): Promise<PaymentConnectionTest>;
}

type Examined = { inspection: SubscriptionInspection; correction: Correction | null };

async function examine(deps: BillingDeps, userId: string): Promise<Examined | null> {
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const stored = await findSubscription(deps.db, userId);
  const reading = await deps.payments.readSubscription(user, stored);
  const { correction, ...comparison } = compareSubscription({
    user,
    stored,
    reading,
    now: deps.now(),
    source: deps.payments.id === 'stripe' ? 'Stripe' : 'the test provider',
  });
  return {
    inspection: { userId, email: user.email, ...comparison, needsSync: correction !== null },
    correction,
  };
}

/** Writes the correction inside `tx`; false when the one writer keeps ours (a lifetime). */
async function correct(deps: BillingDeps, tx: Db, userId: string, correction: Correction) {
  const now = deps.now();
  if (correction.kind === 'clear-user') {
    await updateUserSubscription(tx, userId, {
      subscriptionStatus: 'inactive',
      subscriptionPlan: null,
      subscriptionType: null,
      updatedAt: now,
    });
    return true;
  }
  const outcome = await applySubscriptionState(tx, {
    userId,
    state: correction.state,
    now,
    customerId: correction.customerId,
    readAgainst: correction.readAgainst,
  });
  if (outcome !== 'applied') return false;
  await recordRenewals(tx, userId, correction.state, correction.renewals);
  return true;
}

export function createSubscriptionReconciler(deps: BillingDeps): SubscriptionReconciler {
  return {
    inspect: async (userId) => (await examine(deps, userId))?.inspection ?? null,
    // A Stripe read another writer overtook is refused by the one writer and read again
    // (ADR 015), so a webhook arriving mid-reconciliation is never undone.
    reconcile: (userId, record) =>
      untilFresh(async () => {
        const examined = await examine(deps, userId);
        if (!examined) return null;
        const { inspection, correction } = examined;
        if (!correction) return { inspection, applied: false };
        const applied = await deps.db.transaction(async (tx) => {
          if (!(await correct(deps, tx, userId, correction))) return false;
          await record(tx, inspection);
          return true;
        });
        if (applied) await deps.onUserChanged?.(userId);
        return { inspection, applied };
      }),
    async testConnection() {
      const account = await deps.payments.describeAccount();
      const mode = account.livemode ? 'live mode' : 'test mode';
      return {
        success: true,
        provider: deps.payments.id,
        message:
          deps.payments.id === 'stripe'
            ? `Connected to Stripe (${mode})`
            : 'Built-in test payments (test mode): no real money moves',
        account,
      };
    },
  };
}
