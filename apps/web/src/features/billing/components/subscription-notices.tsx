import { getPlan, type SubscriptionInfo } from '@jokerwise/contracts';
import { CalendarX, Crown, Gift, TriangleAlert } from 'lucide-react';
import { formatDate } from '../lib/format';
import { isLifetimePlan } from '../lib/subscription-display';
import { Notice } from './notice';

/** docs/product/billing.md: a trialing player sees when the trial ends and what happens then. */
export function TrialBanner({ info }: { info: SubscriptionInfo }) {
  const ends = formatDate(info.trialEndDate);
  const plan = info.planId ? getPlan(info.planId) : null;
  const price = plan ? ` (${plan.priceDisplay}${plan.periodDisplay})` : '';
  return (
    <Notice icon={Gift} tone="gold" title={`Free trial until ${ends}`} data-testid="trial-banner">
      {info.cancelAtPeriodEnd
        ? `You cancelled, so the trial ends on ${ends} without converting and nothing is charged.`
        : `On ${ends} your trial converts to a paid ${info.planName} subscription${price} automatically. Cancel any time before it ends and you will not be charged.`}
    </Notice>
  );
}

/** The subscription was set to end: access continues until the end of the paid period. */
export function EndingNotice({ info }: { info: SubscriptionInfo }) {
  if (!info.cancelAtPeriodEnd || info.status === 'trialing') return null;
  return (
    <Notice
      icon={CalendarX}
      tone="warning"
      title="Your subscription is set to end"
      data-testid="ending-notice"
    >
      It will not renew. You keep access until the end of the current period; resume it from the
      billing portal to keep it going.
    </Notice>
  );
}

/** past_due keeps access with a warning (ADR 005). */
export function PaymentWarning({ info }: { info: SubscriptionInfo }) {
  if (!info.paymentWarning) return null;
  return (
    <Notice icon={TriangleAlert} tone="danger" title="Your last payment failed" role="alert">
      Your access continues for now. Update your card in the billing portal so your subscription
      stays active.
    </Notice>
  );
}

export function LifetimeNotice({ info }: { info: SubscriptionInfo }) {
  if (!isLifetimePlan(info)) return null;
  return (
    <Notice icon={Crown} tone="gold" title="Lifetime access" data-testid="lifetime-notice">
      Your Legend membership was a one-time payment: it never renews and there is no billing to
      manage.
    </Notice>
  );
}
