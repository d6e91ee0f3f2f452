import type { User } from '@jokerwise/contracts';

/*
 * The one place that reports who is signed in (issue 3 §10, spec 000 §7: the session recorder is
 * told id, e-mail, username, subscription status and plan, and the admin flag on session load,
 * login and user update). The recorder does not exist yet, so for now this only remembers the
 * last identity; the recorder will subscribe here instead of hooking into the session code.
 * Callers: getMe (every load and reload of /api/me — so a user update should invalidate that
 * query rather than write it), useSetSession (login) and useLogout (null).
 */

export type IdentifiedUser = Pick<
  User,
  'id' | 'email' | 'username' | 'subscriptionStatus' | 'subscriptionPlan' | 'isAdmin'
>;

let lastIdentified: IdentifiedUser | null = null;

export function identifyUser(user: User | null): void {
  lastIdentified = user && {
    id: user.id,
    email: user.email,
    username: user.username,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    isAdmin: user.isAdmin,
  };
}

export function getIdentifiedUser(): IdentifiedUser | null {
  return lastIdentified;
}
