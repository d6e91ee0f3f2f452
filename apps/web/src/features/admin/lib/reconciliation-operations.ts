import {
  auditSubscriptions,
  getReconciliationRun,
  reconcileUser,
  startReconciliation,
  testPaymentConnection,
} from '../api/reconciliation';
import {
  countOf,
  describeAudit,
  describePaymentConnection,
  describeReconciliation,
  describeUserSync,
} from './console-log';
import type { Operation } from './operation';
import { wait } from './wait';

// What each card of /admin-dashboard does, as console operations (docs/product/staff-console.md).

/** How often a running reconciliation is read back. */
export const RUN_POLL_MS = 1000;

export const fullReconciliation: Operation = async (log, signal) => {
  let run = await startReconciliation();
  log({
    type: 'info',
    message: `Reconciliation queued: ${countOf(run.totalUsers, 'user')} to check`,
  });
  let reported = -1;
  while (run.status === 'queued' || run.status === 'running') {
    await wait(RUN_POLL_MS, signal);
    run = await getReconciliationRun(run.runId, signal);
    if (run.status === 'running' && run.processed !== reported) {
      reported = run.processed;
      log({
        type: 'info',
        message: `Progress: ${run.processed} of ${run.totalUsers} users checked`,
      });
    }
  }
  return describeReconciliation(run);
};

export const subscriptionAudit: Operation = async (_log, signal) =>
  describeAudit(await auditSubscriptions(signal));

export const syncSingleUser =
  (userId: string): Operation =>
  async () =>
    describeUserSync(userId, await reconcileUser(userId));

export const paymentConnectionTest: Operation = async (_log, signal) =>
  describePaymentConnection(await testPaymentConnection(signal));
