import type { ReconcileUserResult } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { AdminActor } from './admin-audit';
import { findUser } from './reconciliation.repository';
import { reconcileOne, type ReconcileOneDeps } from './reconcile-one';

/** Sync Single User (docs/product/staff-console.md): one user corrected now, the change in the audit trail. */
export async function reconcileUser(
  deps: ReconcileOneDeps,
  actor: AdminActor,
  userId: string,
): Promise<ReconcileUserResult> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'There is no user with this id.');
  const outcome = await reconcileOne(deps, user, actor, 'subscription.sync-user');
  if (outcome.kind === 'error') {
    throw new AppError(
      outcome.providerDown ? 502 : 500,
      outcome.providerDown ? 'PAYMENTS_UNAVAILABLE' : 'SYNC_FAILED',
      outcome.entry.message ?? 'The user could not be synced.',
    );
  }
  if (outcome.kind === 'unchanged') {
    const status = outcome.inspection?.oldStatus ?? user.subscriptionStatus;
    return { success: true, result: { oldStatus: status, newStatus: status, changes: {} } };
  }
  const { oldStatus, newStatus, changes } = outcome.inspection;
  return { success: true, result: { oldStatus, newStatus, changes } };
}
