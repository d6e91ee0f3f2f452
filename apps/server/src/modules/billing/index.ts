export type { BillingDeps } from './payment-provider';
export { createBillingDeps, type CreateBillingDepsInput } from './billing-deps';
export { billingRoutes } from './billing.routes';
export { endBillingForDeletion } from './end-billing-for-deletion';
export { settleTestSubscription, settleSessionUser } from './test-subscription';
export { applySubscriptionState, type SubscriptionState } from './subscription-state';
export {
  createSubscriptionReconciler,
  type RecordCorrection,
  type SubscriptionInspection,
  type SubscriptionReconciler,
} from './reconcile-subscription';
