import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
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
    // Session recording consent (docs/decisions/022-session-recording-privacy.md).
    recordingOptOut: boolean('recording_opt_out').notNull().default(false),
    // docs/product/overview.md: the user's subscription as /api/me reports it; billing keeps it current.
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionPlan: text('subscription_plan'),
    subscriptionType: text('subscription_type'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Usernames are unique regardless of case (docs/product/overview.md; docs/architecture.md#security-baseline).
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
    // Staff console (docs/decisions/016-staff-console-bootstrap-and-audit.md): "is there an admin
    // yet" and "how many admins are left" read this small partial index.
    index('users_is_admin_idx')
      .on(table.id)
      .where(sql`${table.isAdmin}`),
    // Staff user database (docs/decisions/020-user-list-search-and-export.md): prefix search on
    // e-mail, its domain and username, and keyset pages sorted by creation.
    index('users_email_prefix_idx').using('btree', sql`lower(${table.email}) text_pattern_ops`),
    index('users_email_domain_prefix_idx').using(
      'btree',
      sql`lower(split_part(${table.email}, '@', 2)) text_pattern_ops`,
    ),
    index('users_username_prefix_idx').using(
      'btree',
      sql`lower(${table.username}) text_pattern_ops`,
    ),
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_status_plan_idx').on(table.subscriptionStatus, table.subscriptionPlan),
    // Stripe webhooks find the user by their customer (bench/README.md, webhook lookups); most
    // users have none, so only the ones that do are indexed.
    index('users_stripe_customer_id_idx')
      .on(table.stripeCustomerId)
      .where(sql`${table.stripeCustomerId} is not null`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored (docs/architecture.md#security-baseline). */
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
    // secret; the bodies and preview are blanked then too (docs/architecture.md#security-baseline: codes never rest).
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
 * Billing. One row per user: the subscription as the payments provider last reported
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

/** A checkout the user started; the test provider's checkout page reads it. */
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
  (table) => [
    index('billing_checkout_sessions_user_idx').on(table.userId, table.createdAt),
    // A completed checkout's webhook finds our session by Stripe's id.
    index('billing_checkout_sessions_stripe_session_idx')
      .on(table.stripeSessionId)
      .where(sql`${table.stripeSessionId} is not null`),
  ],
);

/**
 * Invoices of the test provider (the Stripe portal shows Stripe's own). Billing law keeps them
 * after the account is deleted: the user link is cleared and the address they were issued to is
 * copied into `customer_email` (docs/decisions/027-account-self-service.md).
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set only when the account is deleted; until then the user row holds the address. */
    customerEmail: text('customer_email'),
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
    // The game of that run the chat belongs to (the document's gameId): New Game starts a
    // fresh chat and the old game's stays stored with it. Null for games before game ids.
    gameId: uuid('game_id'),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    // docs/product/overview.md: a failed answer is shown as a 'Connection Issue' message.
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

export const CRM_SYNC_RUN_KINDS = ['all', 'status', 'scheduled', 'changed'] as const;
export const CRM_SYNC_RUN_STATUSES = ['running', 'completed', 'failed'] as const;

/**
 * The CRM contact of each user (docs/decisions/021-crm-sync-rate-limit-and-retries.md). A user
 * is dirty while this row is missing, failed, or older than the user's updated_at: nothing is
 * lost when a sync fails or the process stops, the next run finds the user again.
 */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: text('contact_id'),
    /** users.updated_at as it was read for the last successful upsert. */
    syncedVersion: timestamp('synced_version', { withTimezone: true }),
    lastError: text('last_error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('crm_contacts_synced_idx').on(table.syncedVersion)],
);

/** One sync run: at most one runs at a time; a scheduled run at most once per hour slot. */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CRM_SYNC_RUN_KINDS }).notNull(),
    status: text('status', { enum: CRM_SYNC_RUN_STATUSES }).notNull().default('running'),
    /** The hour a scheduled run belongs to, so two instances' crons make one run. */
    slot: text('slot'),
    filterStatus: text('filter_status'),
    totalUsers: integer('total_users').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    startedBy: uuid('started_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crm_sync_runs_single_running')
      .on(sql`(true)`)
      .where(sql`${table.status} = 'running'`),
    uniqueIndex('crm_sync_runs_slot_unique').on(table.slot),
    index('crm_sync_runs_created_idx').on(table.createdAt),
  ],
);

/** Every call to the CRM: no query string, no body, no personal data; kept 7 days. */
export const crmApiCalls = pgTable(
  'crm_api_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: text('method').notNull(),
    endpoint: text('endpoint').notNull(),
    /** null when no answer came (timeout, network). */
    statusCode: integer('status_code'),
    success: boolean('success').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('crm_api_calls_created_idx').on(table.createdAt)],
);

/**
 * Shared CRM state, one row per key: the scheduler's Running/Stopped flag and, without Redis,
 * the token bucket every instance draws from (times in ms since epoch).
 */
export const crmState = pgTable('crm_state', {
  id: text('id').primaryKey(),
  schedulerRunning: boolean('scheduler_running'),
  tokens: doublePrecision('tokens'),
  refilledAtMs: bigint('refilled_at_ms', { mode: 'number' }),
  pausedUntilMs: bigint('paused_until_ms', { mode: 'number' }),
  lastTestStatus: text('last_test_status'),
  lastTestMs: integer('last_test_ms'),
  lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes; PGlite answers a Uint8Array and pg a Buffer, so both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Session recordings (docs/decisions/022-session-recording-privacy.md): one row per recording
 * the server issued an id for. Deleting the user deletes them; the daily retention job deletes
 * them 30 days after their last batch.
 */
export const sessionRecordings = pgTable(
  'session_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Identification as of the start: plan and admin flag, never e-mail or username. */
    plan: text('plan'),
    isAdmin: boolean('is_admin').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBatchAt: timestamp('last_batch_at', { withTimezone: true }),
    /** The recorded events' own clock (ms), for the replay's duration. */
    firstEventAt: bigint('first_event_at', { mode: 'number' }),
    lastEventAt: bigint('last_event_at', { mode: 'number' }),
    pages: jsonb('pages').$type<string[]>().notNull().default([]),
    eventCount: integer('event_count').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    storedBytes: integer('stored_bytes').notNull().default(0),
  },
  (table) => [
    index('session_recordings_started_idx').on(table.startedAt),
    index('session_recordings_user_idx').on(table.userId, table.startedAt),
  ],
);

/** One uploaded batch: its events as brotli-compressed JSON. */
export const sessionRecordingChunks = pgTable(
  'session_recording_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => sessionRecordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    eventCount: integer('event_count').notNull(),
    page: text('page').notNull(),
    events: bytea('events').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('session_recording_chunks_seq_unique').on(table.recordingId, table.seq)],
);

/**
 * The product's icon set, cut by staff from sprite sheets with the asset extractor (docs/product/overview.md
 * extracted icon; docs/decisions/023-original-sprite-sheets.md). Keyed by name: saving an icon
 * under a name already used replaces it. `png` holds a validated PNG of size × size pixels.
 */
export const extractedIcons = pgTable(
  'extracted_icons',
  {
    name: text('name').primaryKey(),
    category: text('category').notNull(),
    size: integer('size').notNull(),
    png: bytea('png').notNull(),
    /** The staff member who saved it last; kept if the account goes. */
    savedBy: uuid('saved_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('extracted_icons_category_idx').on(table.category, table.name)],
);
