import { describe, expect, it } from 'vitest';
import { TIER_CHOICE_TTL_MS, type TierChoice } from '../../../lib/tier-intent';
import { buildUser } from '../testing/auth-test-utils';
import {
  getPostLoginDestination,
  type LoginScreen,
  type PendingLogin,
  type PostLoginDestination,
} from './post-login';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const choice = (tier: TierChoice['tier'], email: string | null, ageMs = 60_000): PendingLogin => ({
  tierChoice: { tier, email, chosenAt: NOW - ageMs },
  now: NOW,
});
const none: PendingLogin = { tierChoice: null, now: NOW };
const checkout = (tier: 'explorer' | 'master' | 'legend'): PostLoginDestination => ({
  kind: 'checkout',
  tier,
});
const route = (to: string): PostLoginDestination => ({ kind: 'route', to });

const member = buildUser({ hasAccess: true, subscriptionStatus: 'trialing' });
const free = buildUser({ hasAccess: false, email: 'free+1@example.com' });

// docs/product/accounts.md post-login routing, with "subscribed" as the server's hasAccess (ADR 005) and a
// saved tier honoured only for its e-mail, for 30 minutes (docs/decisions/013-…).
const table: ReadonlyArray<
  readonly [
    name: string,
    user: typeof free,
    pending: PendingLogin,
    screen: LoginScreen,
    expected: PostLoginDestination,
  ]
> = [
  ['member from /verify → app', member, none, 'verify', route('/jokerwise-ai')],
  [
    'member with a saved tier → app, not checkout',
    member,
    choice('master', member.email),
    'verify',
    route('/jokerwise-ai'),
  ],
  [
    'free with a tier chosen with their e-mail → checkout',
    free,
    choice('master', 'free+1@example.com'),
    'verify',
    checkout('master'),
  ],
  [
    'free on /auth with their own tier → checkout',
    free,
    choice('legend', 'free+1@example.com'),
    'auth',
    checkout('legend'),
  ],
  [
    'the e-mail compares without case or surrounding spaces',
    free,
    choice('explorer', ' FREE+1@Example.com'),
    'verify',
    checkout('explorer'),
  ],
  [
    'free with a tier chosen by another e-mail → dashboard',
    free,
    choice('legend', 'someone-else@example.com'),
    'verify',
    route('/dashboard'),
  ],
  [
    'free with a tier nobody claimed → dashboard',
    free,
    choice('legend', null),
    'verify',
    route('/dashboard'),
  ],
  [
    'free with their own tier chosen exactly 30 minutes ago → checkout',
    free,
    choice('master', 'free+1@example.com', TIER_CHOICE_TTL_MS),
    'verify',
    checkout('master'),
  ],
  [
    'free with their own tier chosen over 30 minutes ago → dashboard',
    free,
    choice('master', 'free+1@example.com', TIER_CHOICE_TTL_MS + 1),
    'verify',
    route('/dashboard'),
  ],
  [
    'free with a tier dated in the future → dashboard',
    free,
    choice('master', 'free+1@example.com', -60_000),
    'verify',
    route('/dashboard'),
  ],
  ['free with nothing saved → dashboard', free, none, 'verify', route('/dashboard')],
  ['free on /auth → app (its guard decides)', free, none, 'auth', route('/jokerwise-ai')],
];

describe('getPostLoginDestination', () => {
  it.each(table)('%s', (_, user, pending, screen, expected) => {
    expect(getPostLoginDestination(user, pending, screen)).toEqual(expected);
  });

  it('does not change its inputs', () => {
    const saved = choice('master', 'ante@example.com');
    const pending = Object.freeze({ ...saved, tierChoice: Object.freeze(saved.tierChoice) });
    const user = Object.freeze(buildUser());
    expect(() => getPostLoginDestination(user, pending, 'verify')).not.toThrow();
  });
});
