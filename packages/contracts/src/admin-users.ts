import { z } from 'zod';
import { subscriptionRecordFields } from './subscription-record';
import { PLAN_IDS } from './user';

// The staff user database (docs/product/staff-console.md): the paged user list, its CSV export, one
// user's details and the sign-up chart. Search semantics and the stats scope are in
// docs/decisions/020-user-list-search-and-export.md.

export const USER_LIST_PAGE_SIZES = [25, 50, 100] as const;
export type UserListPageSize = (typeof USER_LIST_PAGE_SIZES)[number];
export const USER_LIST_DEFAULT_LIMIT = 50 satisfies UserListPageSize;
export const USER_LIST_MAX_PAGE = 100_000;
export const USER_SEARCH_MAX = 100;
export const USER_LIST_CURSOR_MAX = 400;
/** docs/product/staff-console.md: the viewer refreshes itself every 30 s when asked to. */
export const USER_LIST_AUTO_REFRESH_SECONDS = 30;
/** At most one page can be selected, so an export of the selection names at most 100 users. */
export const USER_EXPORT_MAX_IDS = 100;
export const USER_SIGNUP_DAYS = 90;

export const USER_STATUS_FILTERS = ['all', 'active', 'trialing', 'inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const USER_PLAN_FILTERS = ['all', ...PLAN_IDS] as const;
export type UserPlanFilter = (typeof USER_PLAN_FILTERS)[number];
export const USER_SORT_COLUMNS = ['id', 'email', 'created_at'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** docs/product/staff-console.md: CSV columns, in order. */
export const USER_EXPORT_COLUMNS = [
  'ID',
  'Email',
  'Username',
  'Status',
  'Plan',
  'Stripe Customer',
  'Stripe Subscription',
  'Admin (Yes/No)',
  'Created',
  'Updated',
] as const;

function oneOf<const Value extends string>(values: readonly [Value, ...Value[]], what: string) {
  return z.enum(values, {
    error: (issue) => `${what} must be one of ${values.join(', ')}, not '${String(issue.input)}'`,
  });
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

const searchSchema = z
  .string()
  .trim()
  .max(USER_SEARCH_MAX, `search must be at most ${USER_SEARCH_MAX} characters`)
  // PostgreSQL text cannot hold NUL, and no address or username holds a control character.
  .refine((value) => !hasControlCharacter(value), 'search must not contain control characters')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The filters and sort both the list and the export take. */
const userFilterShape = {
  search: searchSchema,
  status: oneOf(USER_STATUS_FILTERS, 'status').default('all'),
  plan: oneOf(USER_PLAN_FILTERS, 'plan').default('all'),
  sortBy: oneOf(USER_SORT_COLUMNS, 'sortBy').default('id'),
  sortOrder: oneOf(SORT_ORDERS, 'sortOrder').default('desc'),
};

/** GET /api/admin/users (docs/product/staff-console.md: page 1, limit 50, id descending by default). */
export const userListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number of at least 1')
    .transform(Number)
    .refine((page) => page <= USER_LIST_MAX_PAGE, `page must be at most ${USER_LIST_MAX_PAGE}`)
    .default(1),
  limit: oneOf(['25', '50', '100'], 'limit')
    .transform((limit) => Number(limit) as UserListPageSize)
    .default(USER_LIST_DEFAULT_LIMIT),
  /**
   * Keyset paging (docs/decisions/030-user-list-keyset-paging.md): `cursors.next` or
   * `cursors.previous` of the answer for the neighbouring page, with the same filters and sort.
   */
  cursor: z
    .string()
    .max(USER_LIST_CURSOR_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be a cursor from a previous answer')
    .optional(),
  ...userFilterShape,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

/** GET /api/admin/users/export: the list's filters and sort, or the users picked by id. */
export const userExportQuerySchema = z.object({
  ...userFilterShape,
  ids: z
    .string()
    .max(USER_EXPORT_MAX_IDS * 37)
    .transform((value) => value.split(','))
    .pipe(
      z.array(z.uuid('ids must be user ids separated by commas')).min(1).max(USER_EXPORT_MAX_IDS),
    )
    .optional(),
});
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/** docs/product/staff-console.md, admin user record: these fields and nothing more. */
export const adminUserRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  subscription_status: z.string(),
  subscription_plan: z.string().nullable(),
  stripe_customer_id: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdminUserRecord = z.infer<typeof adminUserRecordSchema>;

export const userStatsSchema = z.object({
  activeUsers: z.number().int(),
  trialingUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  totalUsers: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** docs/product/staff-console.md, user list response. */
export const userListResponseSchema = z.object({
  users: z.array(adminUserRecordSchema).max(100),
  stats: userStatsSchema,
  summary: z.object({
    filtered: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
  /** Cursors for the pages before and after this one (null when the page is empty). */
  cursors: z.object({ previous: z.string().nullable(), next: z.string().nullable() }),
  timestamp: z.iso.datetime(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('id must be a user id') });

/** The Details row: subscription, payment ids, sessions, last sign-in and CRM contact of a user. */
export const adminUserDetailsSchema = z.object({
  user: adminUserRecordSchema,
  subscription: z
    .object({ ...subscriptionRecordFields, nextBillingDate: z.iso.datetime().nullable() })
    .nullable(),
  sessions: z.object({
    active: z.number().int(),
    lastSignInAt: z.iso.datetime().nullable(),
  }),
  /** The user's contact in the CRM, once a sync has created it. */
  crmContactId: z.string().nullable(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** The chart above the table: sign-ups per day (oldest first) and today's split. */
export const userInsightsSchema = z.object({
  signupsPerDay: z
    .array(z.object({ date: z.iso.date(), count: z.number().int() }))
    .max(USER_SIGNUP_DAYS),
  statuses: z.object({
    active: z.number().int(),
    trialing: z.number().int(),
    inactive: z.number().int(),
  }),
  plans: z.object({
    explorer: z.number().int(),
    master: z.number().int(),
    legend: z.number().int(),
    none: z.number().int(),
  }),
  timestamp: z.iso.datetime(),
});
export type UserInsights = z.infer<typeof userInsightsSchema>;

/** docs/product/staff-console.md: users-export-{date}.csv, the date as YYYY-MM-DD (UTC). */
export function userExportFileName(at: Date): string {
  return `users-export-${at.toISOString().slice(0, 10)}.csv`;
}
