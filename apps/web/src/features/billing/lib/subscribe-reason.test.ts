import { describe, expect, it } from 'vitest';
import { buildFreeSubscriptionInfo } from '../testing/billing-test-utils';
import { getSubscribeReason, SUBSCRIBE_REASON_TITLES } from './subscribe-reason';

const now = new Date('2026-12-10T12:00:00.000Z');

describe('getSubscribeReason', () => {
  it.each([
    [
      'a trial that ended without converting',
      {
        status: 'canceled',
        trialEndDate: '2026-12-03T12:00:00.000Z',
        endedAt: '2026-12-03T12:00:00.000Z',
      },
      'Your trial ended',
    ],
    [
      'a trial whose end passed with no end date (paused by the provider)',
      { status: 'inactive', trialEndDate: '2026-12-03T12:00:00.000Z', endedAt: null },
      'Your trial ended',
    ],
    [
      'a paid subscription canceled after its trial',
      {
        status: 'canceled',
        trialEndDate: '2025-12-03T12:00:00.000Z',
        endedAt: '2026-12-03T12:00:00.000Z',
      },
      'Your subscription was canceled',
    ],
    [
      'a canceled subscription that never had a trial',
      { status: 'canceled', trialEndDate: null, endedAt: null },
      'Your subscription was canceled',
    ],
    ['a player who never subscribed', {}, 'Choose a plan to open Jokerwise AI'],
    [
      'a member with access',
      { status: 'trialing', hasSubscription: true, trialEndDate: '2026-12-13T12:00:00.000Z' },
      'You already have Jokerwise AI',
    ],
  ] as const)('%s → %s', (_case, overrides, title) => {
    expect(
      SUBSCRIBE_REASON_TITLES[getSubscribeReason(buildFreeSubscriptionInfo(overrides), now)],
    ).toBe(title);
  });
});
