import type { User } from '@jokerwise/contracts';
import { paths } from '../../../config/paths';
import type { StoredTier } from '../../../lib/storage';
import { getHonouredTier, type TierChoice } from '../../../lib/tier-intent';

/** What was saved before signing in: a tier chosen on the landing page (docs/product/accounts.md). */
export interface PendingLogin {
  tierChoice: TierChoice | null;
  /** Epoch milliseconds of the login. */
  now: number;
}

/** Which screen completed the login: /auth always lands in the app (docs/product/accounts.md). */
export type LoginScreen = 'auth' | 'verify';

export type PostLoginDestination =
  | { kind: 'route'; to: string }
  /** Start the checkout of the saved tier (lib/start-checkout). */
  | { kind: 'checkout'; tier: StoredTier };

/**
 * Post-login routing of docs/product/accounts.md. "Subscribed" is the server's `hasAccess` (active, trialing,
 * past_due or Legend lifetime — ADR 005), not the spec's narrower status list. A saved tier counts
 * only for the e-mail it was chosen with and only while fresh
 * (lib/tier-intent.ts).
 */
export function getPostLoginDestination(
  user: Pick<User, 'email' | 'hasAccess'>,
  pending: PendingLogin,
  screen: LoginScreen,
): PostLoginDestination {
  if (user.hasAccess) return { kind: 'route', to: paths.aiApp.getHref() };
  const tier = getHonouredTier(pending.tierChoice, user.email, pending.now);
  if (tier) return { kind: 'checkout', tier };
  return {
    kind: 'route',
    to: screen === 'auth' ? paths.aiApp.getHref() : paths.dashboard.getHref(),
  };
}
