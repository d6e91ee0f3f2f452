import type { PlanId, User } from '@jokerwise/contracts';

/** What the tier cards need to know about the visitor; null when signed out. */
export type TierChoiceViewer = Pick<User, 'email' | 'hasAccess'>;

export type TierChoice = { kind: 'open-app' } | { kind: 'checkout' } | { kind: 'sign-up' };

/**
 * docs/product/landing.md, tier choice on landing. "Active" is the server's entitlement (`hasAccess`,
 * ADR 005), so a trialing player is sent to the app rather than to a second checkout.
 */
export function decideTierChoice(tier: PlanId, viewer: TierChoiceViewer | null): TierChoice {
  if (!viewer) return { kind: 'sign-up' };
  if (viewer.hasAccess) return { kind: 'open-app' };
  return { kind: 'checkout' };
}
