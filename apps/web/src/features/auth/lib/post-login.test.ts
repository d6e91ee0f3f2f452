import { describe, expect, it } from 'vitest';
import { buildUser } from '../testing/auth-test-utils';
import {
  getPostLoginDestination,
  type LoginScreen,
  type PendingLogin,
  type PostLoginDestination,
} from './post-login';

const none: PendingLogin = { selectedTier: null, postAuthAction: null };
const subscribeMaster: PendingLogin = { selectedTier: 'master', postAuthAction: 'subscribe' };
const checkout = (
  tier: 'explorer' | 'master' | 'legend',
  _email?: string,
): PostLoginDestination => ({
  kind: 'checkout',
  tier,
});
const route = (to: string): PostLoginDestination => ({ kind: 'route', to });

const member = buildUser({ hasAccess: true, subscriptionStatus: 'trialing' });
const free = buildUser({ hasAccess: false, email: 'free+1@example.com' });

// Spec 000 §4 post-login routing, with "subscribed" as the server's hasAccess (ADR 005).
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
    subscribeMaster,
    'verify',
    route('/jokerwise-ai'),
  ],
  [
    'free with tier + subscribe → checkout',
    free,
    subscribeMaster,
    'verify',
    checkout('master', 'free+1@example.com'),
  ],
  [
    'free with tier + subscribe on /auth → checkout',
    free,
    { selectedTier: 'legend', postAuthAction: 'subscribe' },
    'auth',
    checkout('legend', 'free+1@example.com'),
  ],
  [
    'free with a tier but no action → dashboard',
    free,
    { selectedTier: 'explorer', postAuthAction: null },
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
    const pending = Object.freeze({ ...subscribeMaster });
    const user = Object.freeze(buildUser());
    expect(() => getPostLoginDestination(user, pending, 'verify')).not.toThrow();
  });
});
