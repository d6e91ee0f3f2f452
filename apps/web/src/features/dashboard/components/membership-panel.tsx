import { CreditCard, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useCreatePortalSession } from '../api/create-portal-session';
import {
  canManageBilling,
  getPlanLabel,
  getStatusLabel,
  isLegend,
  isMobileBrowser,
  type DashboardUser,
} from '../lib/membership';
import { pageNavigation } from '../lib/page-navigation';

function openBillingPortal(url: string) {
  if (isMobileBrowser(navigator.userAgent)) pageNavigation.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

function ManageBillingButton() {
  const portal = useCreatePortalSession();
  return (
    <Button
      variant="secondary"
      isLoading={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => openBillingPortal(url),
          // Spec 000 §8: a portal failure on the dashboard is only logged.
          onError: (error) => console.warn('Could not open the billing portal', error),
        })
      }
    >
      {!portal.isPending && <CreditCard aria-hidden="true" />}
      {portal.isPending ? 'Opening Portal...' : 'Manage Billing & Subscriptions'}
    </Button>
  );
}

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
    <Card>
      <CardHeader>
        <CardTitle>Membership</CardTitle>
        <CardDescription>Your plan and its status.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 p-4">
            <dt className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">
              Current plan
            </dt>
            <dd className="font-display text-2xl font-bold text-fg">{getPlanLabel(user)}</dd>
          </div>
          <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 p-4">
            <dt className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">
              Status
            </dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Badge variant={status === 'Active' ? 'success' : 'default'} className="text-sm">
                {status}
              </Badge>
              {user.subscriptionStatus === 'trialing' && (
                <span className="text-sm text-fg-muted">Free trial running</span>
              )}
            </dd>
          </div>
        </dl>
        {isLegend(user) ? (
          <LifetimeNotice />
        ) : (
          <div className="flex flex-wrap gap-3">
            {canManageBilling(user) && <ManageBillingButton />}
            {!user.subscriptionPlan && (
              <Button asChild>
                <Link to={paths.home.getHref('pricing-section')}>
                  <Sparkles aria-hidden="true" />
                  See plans
                </Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
