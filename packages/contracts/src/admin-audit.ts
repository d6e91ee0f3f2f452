import { z } from 'zod';

// The staff audit trail: every staff action, who did it, to what, old → new, when and in which
// request (docs/decisions/016-staff-console-bootstrap-and-audit.md). Later staff features add
// their actions here.

export const ADMIN_AUDIT_ACTIONS = [
  'admin.bootstrap',
  'admin.grant',
  'admin.revoke',
  'reconciliation.start',
  'reconciliation.finish',
  'subscription.reconcile',
  'subscription.sync-user',
  'crm.sync-start',
  'crm.sync-user',
  'crm.scheduler-start',
  'crm.scheduler-stop',
  'recording.view',
  'users.export',
  'email.test',
  'email.dns-check',
  'email.send-test',
  'sprites.upload-sheet',
  'icons.save',
  'account.email-change',
  'account.delete',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_PAGE_MAX = 100;
export const ADMIN_AUDIT_PAGE_DEFAULT = 50;

/** Old and new values as stored: small JSON objects. */
const auditValueSchema = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  oldValue: auditValueSchema,
  newValue: auditValueSchema,
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit: newest first; `before` is the previous page's `nextCursor`. */
export const adminAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_AUDIT_PAGE_MAX).default(ADMIN_AUDIT_PAGE_DEFAULT),
  /** Entries recorded before this one (the previous page's `nextCursor`). */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a cursor from a previous page')
    .transform(Number)
    .optional(),
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema).max(ADMIN_AUDIT_PAGE_MAX),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
