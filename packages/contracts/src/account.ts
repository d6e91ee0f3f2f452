import { z } from 'zod';
import { codeSchema, emailSchema, usernameSchema } from './auth';
import { subscriptionRecordFields } from './subscription-record';
import { userSchema } from './user';

// Account self-service on the dashboard (docs/decisions/027-account-self-service.md): username,
// e-mail, newsletter, data download and account deletion. Every body is the caller's own.

export const changeUsernameRequestSchema = z.object({ username: usernameSchema });

/** The new address receives the code; the account keeps its address until it is verified. */
export const requestEmailChangeRequestSchema = z.object({ email: emailSchema });
export const confirmEmailChangeRequestSchema = z.object({ email: emailSchema, code: codeSchema });

export const newsletterRequestSchema = z.object({ marketingOptIn: z.boolean() });

export const confirmAccountDeletionRequestSchema = z.object({ code: codeSchema });

/** The signed-in user as the dashboard shows it: /api/me plus the newsletter choice. */
export const accountSchema = z.object({
  user: userSchema,
  marketingOptIn: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountMessageSchema = z.object({ message: z.string() });
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** The most chat messages one download carries; older ones are counted, not listed. */
export const ACCOUNT_EXPORT_MAX_MESSAGES = 5000;

const isoOrNull = z.iso.datetime().nullable();

/** "Download my data": everything the product keeps about the caller (GET /api/account/export). */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    marketingOptIn: z.boolean(),
    recordingOptOut: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  subscription: z.object({ ...subscriptionRecordFields, currentPeriodEnd: isoOrNull }).nullable(),
  invoices: z.array(
    z.object({
      plan: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
      periodStart: z.iso.datetime(),
      createdAt: z.iso.datetime(),
    }),
  ),
  savedRun: z
    .object({ document: z.unknown(), revision: z.number().int(), updatedAt: z.iso.datetime() })
    .nullable(),
  chat: z.object({
    messages: z
      .array(
        z.object({
          role: z.enum(['user', 'assistant']),
          content: z.string(),
          createdAt: z.iso.datetime(),
        }),
      )
      .max(ACCOUNT_EXPORT_MAX_MESSAGES),
    /** Messages older than the ones listed, left out to keep the download bounded. */
    omitted: z.number().int().min(0),
  }),
  recordings: z.array(
    z.object({
      id: z.string(),
      startedAt: z.iso.datetime(),
      pages: z.array(z.string()),
      eventCount: z.number().int(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `jokerwise-data-2026-11-24.json`: the product and the day, never the address. */
export function accountExportFileName(now: Date): string {
  return `jokerwise-data-${now.toISOString().slice(0, 10)}.json`;
}
