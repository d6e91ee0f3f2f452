import type { User } from '@jokerwise/contracts';

/*
 * The one place that reports who is signed in (docs/product/accounts.md: the session recorder is
 * told who the user is on session load, login and user update). It remembers the last identity
 * and tells its listeners when it changes: the session recorder subscribes here
 * (onIdentityChange) instead of hooking into the session code, and receives only what it needs
 * (docs/decisions/022-session-recording-privacy.md). Callers: getMe (every load and reload of
 * /api/me — so a user update should invalidate that query rather than write it), useSetSession
 * (login) and useLogout (null).
 */

export type IdentifiedUser = Pick<
  User,
  'id' | 'email' | 'username' | 'subscriptionStatus' | 'subscriptionPlan' | 'isAdmin'
>;

type IdentityListener = (user: IdentifiedUser | null) => void;

let lastIdentified: IdentifiedUser | null = null;
const listeners = new Set<IdentityListener>();

function sameIdentity(a: IdentifiedUser | null, b: IdentifiedUser | null): boolean {
  if (!a || !b) return a === b;
  return (Object.keys(a) as Array<keyof IdentifiedUser>).every((key) => a[key] === b[key]);
}

export function identifyUser(user: User | null): void {
  const previous = lastIdentified;
  lastIdentified = user && {
    id: user.id,
    email: user.email,
    username: user.username,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    isAdmin: user.isAdmin,
  };
  // /api/me is read again on every refetch: only a real change (sign-in, sign-out, another
  // user, a new plan or status, the admin flag) is news to the listeners.
  if (sameIdentity(previous, lastIdentified)) return;
  for (const listener of listeners) listener(lastIdentified);
}

/** Calls the listener on every change of identity from now on; answers the unsubscribe. */
export function onIdentityChange(listener: IdentityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getIdentifiedUser(): IdentifiedUser | null {
  return lastIdentified;
}
