import { Crown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { TitledCard } from '../../../components/ui/titled-card';
import { getPlanLabel, getStatusLabel, isLegend, type DashboardUser } from '../lib/membership';
import { PlanActions } from './plan-actions';

// The state behind Active or Inactive, where it asks for something.
const STATUS_NOTES: Partial<Record<DashboardUser['subscriptionStatus'], string>> = {
  trialing: 'Free trial running',
  past_due: 'Your last payment failed',
  canceled: 'Your subscription was canceled',
};

function LifetimeNotice() {
  return (
    <div
      data-testid="lifetime-notice"
      className="flex items-start gap-3 rounded-xl border border-gold-400/35 bg-gold-400/8 p-4"
    >
      <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
      <p className="text-sm leading-relaxed text-fg">
        <strong className="text-gold-200">Lifetime access.</strong> Your Legend membership was a
        one-time payment: it never renews and there is no billing to manage.
      </p>
    </div>
  );
}

export function MembershipPanel({ user }: { user: DashboardUser }) {
  const status = getStatusLabel(user);
  return (
    <TitledCard
      title="Membership"
      description="Your plan and its status."
      contentClassName="flex flex-col gap-6"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 p-4">
          <dt className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">
            Current plan
          </dt>
          <dd className="font-display text-2xl font-bold text-fg">{getPlanLabel(user)}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 p-4">
          <dt className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">Status</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge variant={status === 'Active' ? 'success' : 'default'} className="text-sm">
              {status}
            </Badge>
            {STATUS_NOTES[user.subscriptionStatus] && (
              <span className="text-sm text-fg-muted">{STATUS_NOTES[user.subscriptionStatus]}</span>
            )}
          </dd>
        </div>
      </dl>
      {isLegend(user) && <LifetimeNotice />}
      <PlanActions user={user} />
    </TitledCard>
  );
}
