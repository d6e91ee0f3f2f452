import { PRODUCT_NAME, type SubscriptionInfo } from '@jokerwise/contracts';

// Why a player is on /subscribe: the guards send everyone without access here, and
// the page says which of the three cases it is before showing the plans.

export type SubscribeReason = 'trial-ended' | 'canceled' | 'choose' | 'member';

type ReasonFacts = Pick<
  SubscriptionInfo,
  'hasSubscription' | 'status' | 'trialEndDate' | 'endedAt'
>;

export function getSubscribeReason(info: ReasonFacts, now: Date): SubscribeReason {
  if (info.hasSubscription) return 'member';
  const trialEnd = info.trialEndDate ? new Date(info.trialEndDate) : null;
  const endedAt = info.endedAt ? new Date(info.endedAt) : null;
  // A subscription that ended when its trial did, or a trial whose end passed with no paid
  // period after it (a provider that pauses rather than cancels sets no end date).
  if (trialEnd && (endedAt ? endedAt <= trialEnd : trialEnd <= now)) return 'trial-ended';
  if (info.status === 'canceled' || endedAt) return 'canceled';
  return 'choose';
}

export const SUBSCRIBE_REASON_TITLES: Record<SubscribeReason, string> = {
  'trial-ended': 'Your trial ended',
  canceled: 'Your subscription was canceled',
  choose: `Choose a plan to open ${PRODUCT_NAME} AI`,
  member: `You already have ${PRODUCT_NAME} AI`,
};

export const SUBSCRIBE_REASON_TEXTS: Record<SubscribeReason, string> = {
  'trial-ended':
    'Your free trial is over and no paid plan followed it. Pick a plan to keep the coach, the calculator and your run tracking.',
  canceled:
    'Your plan has ended. Subscribe again to pick up where you left off: your saved run is still here.',
  choose:
    'Every plan unlocks the coach, the calculator and run tracking. Explorer and Master start with 2 days free.',
  member: 'Your plan is running. You can switch to another plan below.',
};
