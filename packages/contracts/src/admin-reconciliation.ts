import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './billing';

// docs/product/staff-console.md: the answers of the four reconciliation cards of /admin-dashboard.

/** A full run keeps this many changes and errors in its summary; the counts stay exact. */
export const RECONCILIATION_SUMMARY_MAX = 200;
/** The audit lists this many users with issues; the summary counts all of them. */
export const AUDIT_USERS_MAX = 500;
/** docs/product/staff-console.md: the console log names the first 5 updated users and 3 users with issues. */
export const LOGGED_UPDATED_USERS = 5;
export const LOGGED_USERS_WITH_ISSUES = 3;

const nullableText = z.string().nullable();

export const RECONCILIATION_ACTIONS = ['updated', 'error'] as const;

export const reconciliationSummaryEntrySchema = z.object({
  userId: z.string(),
  email: z.string(),
  action: z.enum(RECONCILIATION_ACTIONS),
  oldStatus: nullableText,
  newStatus: nullableText,
  /** Why an entry is an error, in words a staff member can act on (never provider internals). */
  message: z.string().optional(),
});
export type ReconciliationSummaryEntry = z.infer<typeof reconciliationSummaryEntrySchema>;

/** Reconciliation result (docs/product/staff-console.md). */
export const reconciliationResultSchema = z.object({
  success: z.boolean(),
  totalUsers: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  summary: z.array(reconciliationSummaryEntrySchema).max(RECONCILIATION_SUMMARY_MAX),
});
export type ReconciliationResult = z.infer<typeof reconciliationResultSchema>;

export const RECONCILIATION_RUN_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReconciliationRunState = (typeof RECONCILIATION_RUN_STATES)[number];

/**
 * A full run is a background job: POST answers 202 with the queued run, and the run is read
 * back by id until it completes. The spec's result fields are filled in as it goes.
 */
export const reconciliationRunSchema = reconciliationResultSchema.extend({
  runId: z.uuid(),
  status: z.enum(RECONCILIATION_RUN_STATES),
  processed: z.number().int().nonnegative(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  message: nullableText,
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunParamsSchema = z.object({ runId: z.uuid() });

/** GET /api/admin/reconcile-subscriptions: the newest run, or none yet. */
export const latestReconciliationSchema = z.object({ run: reconciliationRunSchema.nullable() });
export type LatestReconciliation = z.infer<typeof latestReconciliationSchema>;

/** Audit result (docs/product/staff-console.md): read-only. */
export const subscriptionAuditSchema = z.object({
  success: z.boolean(),
  summary: z.object({
    totalUsers: z.number().int().nonnegative(),
    needsSync: z.number().int().nonnegative(),
    activeSubscriptions: z.number().int().nonnegative(),
    trialingSubscriptions: z.number().int().nonnegative(),
    /** How many users have at least one issue. */
    hasIssues: z.number().int().nonnegative(),
  }),
  users: z
    .array(z.object({ userId: z.string(), email: z.string(), issues: z.array(z.string()) }))
    .max(AUDIT_USERS_MAX),
});
export type SubscriptionAudit = z.infer<typeof subscriptionAuditSchema>;

export const reconcileUserParamsSchema = z.object({ userId: z.uuid() });

/** Single-user result (docs/product/staff-console.md): `changes` maps a field to its old and new value. */
export const reconcileUserResultSchema = z.object({
  success: z.boolean(),
  result: z.object({
    oldStatus: nullableText,
    newStatus: nullableText,
    changes: z.record(z.string(), z.object({ from: nullableText, to: nullableText })),
  }),
});
export type ReconcileUserResult = z.infer<typeof reconcileUserResultSchema>;

/** Stripe test result (docs/product/staff-console.md); the built-in provider answers with its test-mode account. */
export const paymentConnectionTestSchema = z.object({
  success: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  message: z.string(),
  account: z.object({
    id: z.string(),
    displayName: nullableText,
    country: nullableText,
    livemode: z.boolean(),
  }),
});
export type PaymentConnectionTest = z.infer<typeof paymentConnectionTestSchema>;
