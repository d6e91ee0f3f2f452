import { z } from 'zod';

// docs/product/staff-console.md: the CRM sync dashboard's answers under /api/admin/ghl/* (admin-only, ADR 006).

/** docs/product/staff-console.md: the dashboard asks for 50 calls; the live feed keeps the latest 50. */
export const CRM_LOG_LIMIT_DEFAULT = 50;
export const CRM_LOG_LIMIT_MAX = 200;
export const CRM_LOG_OFFSET_MAX = 100_000;
/** The variables the CRM needs; each missing one is listed on every CRM screen. */
export const CRM_REQUIRED_VARS = ['GHL_API_TOKEN', 'GHL_LOCATION_ID'] as const;
export const CRM_SYNC_STATUS_FILTERS = ['active', 'trialing'] as const;

export const crmLastSyncSchema = z.object({
  timestamp: z.iso.datetime(),
  totalUsers: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  skippedCount: z.number().int().nonnegative(),
  /** Milliseconds. */
  duration: z.number().int().nonnegative(),
});
export type CrmLastSync = z.infer<typeof crmLastSyncSchema>;

export const crmProgressSchema = z.object({
  runId: z.uuid(),
  kind: z.string(),
  processed: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
});

/** CRM sync status (docs/product/staff-console.md). */
export const crmSyncStatusSchema = z.object({
  success: z.literal(true),
  status: z.object({
    configured: z.boolean(),
    missingVars: z.array(z.string()),
    isScheduledSyncRunning: z.boolean(),
    isSyncInProgress: z.boolean(),
    /** Minutes until the next hourly run; null while the scheduler is stopped. */
    timeUntilNextSync: z.number().int().nonnegative().nullable(),
    progress: crmProgressSchema.nullable(),
    /** Users whose CRM contact is missing, failed or older than their account. */
    dirtyUsers: z.number().int().nonnegative(),
    statistics: z.object({
      averageSuccessRate: z.number().int().min(0).max(100),
      lastSyncPerformance: z.number().int().nonnegative().nullable(),
      uptime: z.number().int().nonnegative(),
    }),
    lastSync: crmLastSyncSchema.nullable(),
    recentRuns: z.array(crmLastSyncSchema),
  }),
});
export type CrmSyncStatus = z.infer<typeof crmSyncStatusSchema>;

/** A sync run was accepted as a background job; the counts fill in as it goes. */
export const crmSyncStartedSchema = z.object({
  success: z.literal(true),
  runId: z.uuid(),
  message: z.string(),
  successCount: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
  result: z.object({
    successCount: z.number().int().nonnegative(),
    totalUsers: z.number().int().nonnegative(),
  }),
});
export type CrmSyncStarted = z.infer<typeof crmSyncStartedSchema>;

export const crmMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type CrmMessage = z.infer<typeof crmMessageSchema>;

export const crmSyncByStatusBodySchema = z.object({ status: z.enum(CRM_SYNC_STATUS_FILTERS) });
export const crmUserParamsSchema = z.object({ id: z.uuid() });

export const crmTestConnectionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
});
export type CrmTestConnection = z.infer<typeof crmTestConnectionSchema>;

/** CRM connection details (docs/product/staff-console.md): presence flags only, never a secret. */
export const crmConnectionDetailsSchema = z.object({
  success: z.literal(true),
  connection: z.object({
    status: z.string().nullable(),
    responseTime: z.number().int().nonnegative().nullable(),
    lastTested: z.iso.datetime().nullable(),
  }),
  environment: z.object({
    apiTokenPresent: z.boolean(),
    locationIdPresent: z.boolean(),
    nodeEnv: z.string(),
  }),
  configuration: z.object({ missingVars: z.array(z.string()) }),
});
export type CrmConnectionDetails = z.infer<typeof crmConnectionDetailsSchema>;

export const crmLogsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CRM_LOG_LIMIT_MAX).default(CRM_LOG_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(CRM_LOG_OFFSET_MAX).default(0),
});
export type CrmLogsQuery = z.infer<typeof crmLogsQuerySchema>;

/** CRM API log entry (docs/product/staff-console.md). */
export const crmApiLogEntrySchema = z.object({
  id: z.uuid(),
  method: z.string(),
  endpoint: z.string(),
  statusCode: z.number().int().nullable(),
  success: z.boolean(),
  durationMs: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type CrmApiLogEntry = z.infer<typeof crmApiLogEntrySchema>;

export const crmLogSummarySchema = z.object({
  totalCalls: z.number().int().nonnegative(),
  successfulCalls: z.number().int().nonnegative(),
  failedCalls: z.number().int().nonnegative(),
  averageResponseTime: z.number().int().nonnegative(),
  callsLast24Hours: z.number().int().nonnegative(),
});

export const crmHistoryDaySchema = z.object({
  date: z.iso.date(),
  calls: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
});
export type CrmHistoryDay = z.infer<typeof crmHistoryDaySchema>;

export const crmLogsSchema = z.object({
  success: z.literal(true),
  logs: z.array(crmApiLogEntrySchema),
  summary: crmLogSummarySchema,
  /** The last 7 days, oldest first, every day present (docs/product/staff-console.md). */
  history: z.array(crmHistoryDaySchema),
});
export type CrmLogs = z.infer<typeof crmLogsSchema>;
