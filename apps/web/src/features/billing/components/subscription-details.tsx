import type { SubscriptionInfo } from '@jokerwise/contracts';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { formatDate, formatDollars } from '../lib/format';
import {
  getBillingCycleLabel,
  getDisplayedStatus,
  getStatusLabel,
  isLifetimePlan,
} from '../lib/subscription-display';

const STATUS_BADGES: Record<ReturnType<typeof getDisplayedStatus>, BadgeVariant> = {
  active: 'success',
  trialing: 'gold',
  past_due: 'destructive',
  canceled: 'default',
  inactive: 'default',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 p-4">
      <dt className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}

/** docs/product/billing.md: plan name, billing cycle, status, trial end date, amount, next billing date. */
export function SubscriptionDetails({ info }: { info: SubscriptionInfo }) {
  const lifetime = isLifetimePlan(info);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="subscription-details">
      <Detail label="Plan">
        <span className="font-display text-2xl font-bold">{info.planName}</span>
      </Detail>
      <Detail label="Billing cycle">{getBillingCycleLabel(info.billingCycle)}</Detail>
      <Detail label="Status">
        <Badge variant={STATUS_BADGES[getDisplayedStatus(info.status)]} className="text-sm">
          {getStatusLabel(info.status)}
        </Badge>
      </Detail>
      <Detail label="Trial ends">{formatDate(info.trialEndDate)}</Detail>
      <Detail label="Amount">
        {formatDollars(info.amount)}
        {info.amount != null && info.billingCycle && (
          <span className="text-sm text-fg-muted">
            {' '}
            {lifetime ? 'one-time' : info.billingCycle === 'yearly' ? 'per year' : 'per month'}
          </span>
        )}
      </Detail>
      <Detail label="Next billing date">
        {lifetime ? 'Never — paid once' : formatDate(info.nextBillingDate)}
      </Detail>
    </dl>
  );
}
