import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Stay within PostgreSQL 15 features: the same migrations run on PGlite and production PostgreSQL.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    name: text('name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    // Spec 000 §3: the user's subscription as /api/me reports it; billing keeps it current.
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionPlan: text('subscription_plan'),
    subscriptionType: text('subscription_type'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Usernames are unique regardless of case (spec 000 §5; ARCHITECTURE §5).
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
    // Staff console (docs/decisions/016-staff-console-bootstrap-and-audit.md): "is there an admin
    // yet" and "how many admins are left" read this small partial index.
    index('users_is_admin_idx')
      .on(table.id)
      .where(sql`${table.isAdmin}`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored (ARCHITECTURE §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * Sign-in codes, stored only as HMAC(APP_SECRET, email|purpose|code). Rows are kept after use or
 * replacement so the per-address hourly limit can count them.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    // Sign-up wishes, applied if verifying creates the account.
    username: text('username'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('login_codes_email_created_idx').on(table.email, table.createdAt)],
);

/**
 * Failed verifications per address and client, for the hourly lock-out. The lock counts one
 * client's failures only, so a stranger cannot lock the owner out (ADR 014).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // clientKey of the caller: its IP, an IPv6 client by its /64. Older rows read 'unknown'.
    client: text('client').notNull().default('unknown'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_client_created_idx').on(table.email, table.client, table.createdAt),
  ],
);

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every message the product sends. With no transport configured (development and tests) this
 * table is the outbox: the message stays here and the log and the dev mailbox show it. A message
 * sent by SMTP or Resend keeps only its envelope.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // A short line the outbox transport may print (e.g. the sign-in code).
    logPreview: text('log_preview'),
    // The subject kept once a real transport has sent the message, for subjects that carry a
    // secret; the bodies and preview are blanked then too (ARCHITECTURE §5: codes never rest).
    redactedSubject: text('redacted_subject'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_messages_to_created_idx').on(table.toAddress, table.createdAt)],
);

/**
 * Billing (issue 6). One row per user: the subscription as the payments provider last reported
 * it (Stripe) or as the built-in TEST MODE provider keeps it. `users.subscription*` mirror it;
 * applySubscriptionState writes both.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    plan: text('plan').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // One trial per user: set the first time a trial starts, never cleared.
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_stripe_idx').on(table.stripeSubscriptionId)],
);

/** A checkout the user started; the local provider's test checkout page reads it. */
export const billingCheckoutSessions = pgTable(
  'billing_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    plan: text('plan').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status', { enum: ['open', 'paid', 'canceled'] })
      .notNull()
      .default('open'),
    stripeSessionId: text('stripe_session_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('billing_checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Invoices of the local provider (the Stripe portal shows Stripe's own). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    // A renewal is recorded once per period.
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_invoices_user_period_unique').on(table.userId, table.periodStart),
  ],
);

/** Webhook events by provider id: a redelivery finds its row and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The workspace run of each user (one per user). The document is the contracts'
 * workspaceDocumentSchema, parsed before every write; `revision` increases with each save so a
 * save based on an older revision is refused instead of overwriting another device's work.
 */
export const workspaceRuns = pgTable(
  'workspace_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: jsonb('document').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('workspace_runs_user_unique').on(table.userId)],
);

/** The coach conversation, kept per run so a second device sees the same history. */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => workspaceRuns.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    // Spec 001 §8: a failed answer is shown as a 'Connection Issue' message.
    isError: boolean('is_error').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('coach_messages_user_run_idx').on(table.userId, table.runId, table.createdAt)],
);

export const RECONCILIATION_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * The staff audit trail (docs/decisions/016-staff-console-bootstrap-and-audit.md): one row per
 * staff action. Append-only: the migration adds a trigger that refuses UPDATE, DELETE and
 * TRUNCATE. No foreign keys, so an entry outlives the accounts it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: pages are keyed by it, so entries made in the same millisecond keep order. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The staff member; null when the product acted on its own (a resumed job). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A human label of the target at the time (an e-mail), kept even if the target goes. */
    targetLabel: text('target_label'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admin_audit_seq_unique').on(table.seq),
    index('admin_audit_target_idx').on(table.targetId, table.seq),
  ],
);

/**
 * Full subscription reconciliations, run as a background job. At most one run is queued or
 * running at a time (the partial unique index); the cursor and the lease let a run resume where
 * it stopped after a restart without two workers processing it at once.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: RECONCILIATION_RUN_STATUSES }).notNull().default('queued'),
    startedBy: uuid('started_by'),
    startedByEmail: text('started_by_email'),
    requestId: text('request_id'),
    totalUsers: integer('total_users').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** The last user id processed; users are walked in id order. */
    cursor: uuid('cursor'),
    /** The first changes and errors (bounded), as the spec's summary list. */
    summary: jsonb('summary').notNull().default([]),
    message: text('message'),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reconciliation_runs_single_active')
      .on(sql`(true)`)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('reconciliation_runs_created_idx').on(table.createdAt),
  ],
);
