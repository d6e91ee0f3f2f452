import {
  latestReconciliationSchema,
  paymentConnectionTestSchema,
  reconcileUserResultSchema,
  reconciliationRunSchema,
  subscriptionAuditSchema,
  type LatestReconciliation,
  type PaymentConnectionTest,
  type ReconcileUserResult,
  type ReconciliationRun,
  type SubscriptionAudit,
} from '@jokerwise/contracts';
import { api } from '../../../lib/api-client';

// The four cards of /admin-dashboard (docs/product/staff-console.md admin calls). A full run is a background job:
// starting it answers the queued run, which is then read back until it finishes.

export function startReconciliation(): Promise<ReconciliationRun> {
  return api.post('/api/admin/reconcile-subscriptions', undefined, {
    schema: reconciliationRunSchema,
  });
}

export function getReconciliationRun(
  runId: string,
  signal?: AbortSignal,
): Promise<ReconciliationRun> {
  return api.get(`/api/admin/reconcile-subscriptions/${encodeURIComponent(runId)}`, {
    schema: reconciliationRunSchema,
    signal,
  });
}

export function getLatestReconciliation(signal?: AbortSignal): Promise<LatestReconciliation> {
  return api.get('/api/admin/reconcile-subscriptions', {
    schema: latestReconciliationSchema,
    signal,
  });
}

export function auditSubscriptions(signal?: AbortSignal): Promise<SubscriptionAudit> {
  return api.get('/api/admin/audit-subscriptions', { schema: subscriptionAuditSchema, signal });
}

export function reconcileUser(userId: string): Promise<ReconcileUserResult> {
  return api.post(`/api/admin/reconcile-user/${encodeURIComponent(userId)}`, undefined, {
    schema: reconcileUserResultSchema,
  });
}

export function testPaymentConnection(signal?: AbortSignal): Promise<PaymentConnectionTest> {
  return api.get('/api/admin/test-stripe-connection', {
    schema: paymentConnectionTestSchema,
    signal,
  });
}
