import { z } from 'zod';

// docs/product/staff-console.md (admin gate, roles): who is an admin, the first-admin bootstrap
// and granting or revoking admin rights (docs/decisions/016-staff-console-bootstrap-and-audit.md).

/** The admin gate's texts, word for word (docs/product/staff-console.md). */
export const ADMIN_GATE_MESSAGES = {
  authenticationRequired: 'Authentication required. Please sign in first.',
  sessionExpired: 'Session expired. Please sign in again.',
  verifyFailed: 'Failed to verify admin access.',
  networkError: 'Network error. Please try again.',
  notAdmin: 'Admin access required. Your account does not have admin privileges.',
  accessGranted: 'Access granted',
  firstAdminCreated: 'First admin created',
} as const;

/** docs/product/staff-console.md: a 403 from an admin call sends the browser home with this toast. */
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/** GET /api/admin/check-admin: about the caller alone. */
export const checkAdminResponseSchema = z.object({ isAdmin: z.boolean() });
export type CheckAdminResponse = z.infer<typeof checkAdminResponseSchema>;

/** POST /api/admin/bootstrap-admin, when the caller became the first admin. */
export const bootstrapAdminResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type BootstrapAdminResponse = z.infer<typeof bootstrapAdminResponseSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/admin/users/:id/admin. Unknown fields are stripped, never assigned. */
export const setAdminRequestSchema = z.object({ isAdmin: z.boolean() });
export type SetAdminRequest = z.infer<typeof setAdminRequestSchema>;

/** Why someone is an admin: a stored grant, ADMIN_EMAILS, or both. */
export const ADMIN_SOURCES = ['granted', 'configured', 'both'] as const;
export type AdminSource = (typeof ADMIN_SOURCES)[number];

export const adminAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  isAdmin: z.boolean(),
  /** null when the account is not an admin. */
  source: z.enum(ADMIN_SOURCES).nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const setAdminResponseSchema = z.object({
  user: adminAccountSchema,
  /** false when the account already was what was asked; nothing is recorded then. */
  changed: z.boolean(),
});
export type SetAdminResponse = z.infer<typeof setAdminResponseSchema>;

/** The most admins listed; a product has a handful. */
export const ADMIN_LIST_LIMIT = 200;

/** GET /api/admin/admins: every current admin, oldest account first. */
export const adminListResponseSchema = z.object({
  admins: z.array(adminAccountSchema).max(ADMIN_LIST_LIMIT),
});
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;
