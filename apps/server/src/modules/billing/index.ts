export { createBillingDeps, type BillingDeps, type CreateBillingDepsInput } from './billing-deps';
export { billingRoutes } from './billing.routes';
export { hasPaymentWarning, hasSubscriptionAccess, isLifetime } from './entitlement';
export { settleLocalSubscription, settleSessionUser } from './local-subscription';
export { applySubscriptionState, type SubscriptionState } from './subscription-state';
export {
  createSubscriptionReconciler,
  type RecordCorrection,
  type SubscriptionInspection,
  type SubscriptionReconciler,
} from './reconcile-subscription';
