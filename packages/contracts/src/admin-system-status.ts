import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './billing';

// GET /api/admin/system-status: the developer hub's System Status tab, live instead of the
// spec's hard-coded cards (docs/decisions/016-staff-console-bootstrap-and-audit.md). Secrets
// never appear: only whether a variable is present.

export const DATABASE_KINDS = ['embedded', 'postgresql'] as const;

export const systemStatusSchema = z.object({
  checkedAt: z.iso.datetime(),
  server: z.object({
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    environment: z.enum(['development', 'production', 'test']),
    nodeVersion: z.string(),
  }),
  database: z.object({
    kind: z.enum(DATABASE_KINDS),
    up: z.boolean(),
    /** One trivial query, there and back; null when it failed. */
    roundTripMs: z.number().nonnegative().nullable(),
  }),
  jobs: z.object({
    /** A probe job was accepted by the queue. */
    accepting: z.boolean(),
    roundTripMs: z.number().nonnegative().nullable(),
    /** When this process's worker last ran a probe (null: not yet). */
    workerLastRanAt: z.iso.datetime().nullable(),
    activeReconciliation: z.boolean(),
  }),
  rateLimitStore: z.enum(['memory', 'redis-up', 'redis-down']),
  payments: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    mode: z.enum(['test', 'live']),
  }),
  email: z.object({ transport: z.enum(['outbox', 'smtp', 'resend']) }),
  ai: z.object({ provider: z.enum(['builtin', 'webhook', 'openai']) }),
  crm: z.object({
    configured: z.boolean(),
    /** Names of the variables still to set, never their values. */
    missingVariables: z.array(z.string()),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
