import type { ReconciliationSummaryEntry } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { SubscriptionInspection } from '../billing';
import type { AdminDeps } from './admin-deps';
import { recordAdminAction, type AdminActor } from './admin-audit';

// One user through reconciliation: billing compares with the provider (no transaction held over
// the network) and writes the correction; the audit entry commits in the same transaction.

export type ReconcileOneDeps = Pick<AdminDeps, 'db' | 'now' | 'logger' | 'subscriptions'>;

export type ReconcileOutcome =
  | { kind: 'unchanged'; inspection: SubscriptionInspection | null }
  | { kind: 'updated'; inspection: SubscriptionInspection; entry: ReconciliationSummaryEntry }
  | { kind: 'error'; entry: ReconciliationSummaryEntry; providerDown: boolean };

const PROVIDER_DOWN_MESSAGE = 'The payment provider did not answer for this user.';
const FAILED_MESSAGE = 'This user could not be checked; see the server log.';

function valuesOf(inspection: SubscriptionInspection, side: 'from' | 'to') {
  return Object.fromEntries(
    Object.entries(inspection.changes).map(([field, change]) => [field, change[side]]),
  );
}

export async function reconcileOne(
  deps: ReconcileOneDeps,
  user: { id: string; email: string },
  actor: AdminActor,
  action: 'subscription.reconcile' | 'subscription.sync-user',
): Promise<ReconcileOutcome> {
  try {
    const result = await deps.subscriptions.reconcile(user.id, (tx, inspection) =>
      recordAdminAction(
        tx,
        actor,
        {
          action,
          targetType: 'user',
          targetId: user.id,
          targetLabel: inspection.email,
          oldValue: valuesOf(inspection, 'from'),
          newValue: valuesOf(inspection, 'to'),
        },
        deps.now(),
      ),
    );
    if (!result?.applied) return { kind: 'unchanged', inspection: result?.inspection ?? null };
    const { inspection } = result;
    return {
      kind: 'updated',
      inspection,
      entry: {
        userId: user.id,
        email: inspection.email,
        action: 'updated',
        oldStatus: inspection.oldStatus,
        newStatus: inspection.newStatus,
      },
    };
  } catch (error) {
    // The entry says what happened in plain words; the details go to the log only.
    const providerDown = error instanceof AppError && error.statusCode >= 500;
    deps.logger.warn(
      { err: providerDown && error.cause ? error.cause : error, userId: user.id },
      'reconciliation of a user failed',
    );
    return {
      kind: 'error',
      providerDown,
      entry: {
        userId: user.id,
        email: user.email,
        action: 'error',
        oldStatus: null,
        newStatus: null,
        message: providerDown ? PROVIDER_DOWN_MESSAGE : FAILED_MESSAGE,
      },
    };
  }
}
