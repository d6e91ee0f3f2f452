import type { User } from '@jokerwise/contracts';

/*
 * The user from /api/me, checked by hand instead of with the contracts' zod schema: this runs on
 * the landing page, and zod's core would add ~12 KB gzipped to a chunk whose budget is 100 KB
 * (docs/architecture.md#budgets). The server validates its answer against `userSchema` on the way out, so
 * this only has to reject a body that is not a user at all (unknown statuses already read as
 * 'inactive' there). Only type imports from contracts here: a value import would pull the module
 * with its schemas into this chunk. docs/product/accounts.md: the answer is sometimes wrapped as `{ user }`.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

export function parseSessionUser(data: unknown): User | null {
  const candidate = isRecord(data) && isRecord(data.user) ? data.user : data;
  if (!isRecord(candidate)) return null;
  const { id, email, username, name, stripeCustomerId, isAdmin, hasAccess } = candidate;
  const isUser =
    typeof id === 'string' &&
    typeof email === 'string' &&
    isStringOrNull(username ?? null) &&
    isStringOrNull(name ?? null) &&
    isStringOrNull(stripeCustomerId ?? null) &&
    typeof hasAccess === 'boolean';
  if (!isUser) return null;
  return {
    ...(candidate as User),
    username: (username as string | null | undefined) ?? null,
    name: (name as string | null | undefined) ?? null,
    stripeCustomerId: (stripeCustomerId as string | null | undefined) ?? null,
    isAdmin: isAdmin === true,
  };
}

/** The menu label of docs/product/accounts.md: username, else name, else e-mail. */
export function getDisplayName(user: Pick<User, 'username' | 'name' | 'email'>): string {
  return user.username || user.name || user.email;
}
