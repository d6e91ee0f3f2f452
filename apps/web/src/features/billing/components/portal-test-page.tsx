import { PRODUCT_NAME, type TestPortal } from '@jokerwise/contracts';
import { ArrowLeft, CalendarClock, CalendarX, CircleAlert, Gift, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useTestPortal } from '../api/get-test-portal';
import { useSetTestRenewal, type RenewalChange } from '../api/set-test-renewal';
import { formatDate } from '../lib/format';
import { getStatusLabel } from '../lib/subscription-display';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from './notice';
import { PortalInvoices } from './portal-invoices';
import { LoadingRegion, SkeletonBlock } from './skeleton';
import { TestModeNotice } from './test-mode-notice';

export interface PortalTestPageProps {
  /** Reloads the signed-in user after a cancel or resume. */
  onSubscriptionChanged: () => Promise<unknown>;
}

function RenewalState({ portal }: { portal: TestPortal }) {
  if (portal.cancelAtPeriodEnd) {
    return (
      <Notice
        icon={CalendarX}
        tone="warning"
        title={`Your subscription ends on ${formatDate(portal.currentPeriodEnd)}`}
        data-testid="portal-ends"
      >
        It will not renew and nothing more is charged. You keep access until then.
      </Notice>
    );
  }
  if (portal.status === 'trialing') {
    return (
      <Notice icon={Gift} tone="gold" title={`Free trial until ${formatDate(portal.trialEndDate)}`}>
        Then {portal.plan?.priceDisplay} is charged on {formatDate(portal.nextBillingDate)} unless
        you cancel before.
      </Notice>
    );
  }
  if (!portal.nextBillingDate) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
      Renews on {formatDate(portal.nextBillingDate)} for {portal.plan?.priceDisplay}.
    </p>
  );
}

function PlanPanel({
  portal,
  onSubscriptionChanged,
}: { portal: TestPortal } & PortalTestPageProps) {
  const renewal = useSetTestRenewal();
  const [isConfirming, setIsConfirming] = useState(false);
  const change = (next: RenewalChange) =>
    renewal.mutate(next, {
      onSuccess: async () => {
        setIsConfirming(false);
        await onSubscriptionChanged();
      },
      onError: () => setIsConfirming(false),
    });

  if (!portal.plan) {
    return (
      <Notice icon={Receipt} tone="info" title="You have no subscription">
        <Link
          className="font-semibold text-gold-300 underline-offset-4 hover:underline"
          to={paths.subscription.getHref('plans')}
        >
          See the plans
        </Link>
      </Notice>
    );
  }
  return (
    <section
      aria-labelledby="plan-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-6 shadow-card"
    >
      <h2
        id="plan-heading"
        className="text-sm font-semibold tracking-wider text-fg-subtle uppercase"
      >
        Current plan
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold text-fg">{portal.plan.name}</p>
        <Badge variant={portal.hasSubscription ? 'success' : 'default'}>
          {getStatusLabel(portal.status)}
        </Badge>
      </div>
      <RenewalState portal={portal} />
      {renewal.error && (
        <Notice icon={CircleAlert} tone="danger" role="alert" title="That did not work">
          {getErrorMessage(renewal.error, 'Please try again.')}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        {portal.canCancel && (
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            Cancel subscription
          </Button>
        )}
        {portal.canResume && (
          <Button onClick={() => change('resume')} isLoading={renewal.isPending}>
            Resume subscription
          </Button>
        )}
      </div>
      <CancelSubscriptionDialog
        open={isConfirming}
        planName={portal.plan.name}
        endsOn={formatDate(portal.currentPeriodEnd)}
        isCancelling={renewal.isPending}
        onConfirm={() => change('cancel')}
        onOpenChange={setIsConfirming}
      />
    </section>
  );
}

function PortalBody(props: PortalTestPageProps) {
  const portal = useTestPortal();
  if (portal.isPending) {
    return (
      <LoadingRegion label="Loading billing portal...">
        <SkeletonBlock className="h-48" />
        <SkeletonBlock className="h-32" />
      </LoadingRegion>
    );
  }
  if (portal.isError) {
    return (
      <LoadError
        message="Failed to load the billing portal"
        detail={getErrorMessage(portal.error, 'Please try again.')}
        isRetrying={portal.isFetching}
        onRetry={() => void portal.refetch()}
      />
    );
  }
  return (
    <>
      <PlanPanel portal={portal.data} {...props} />
      <PortalInvoices invoices={portal.data.invoices} />
    </>
  );
}

/** The built-in TEST MODE billing portal of the test payments provider (docs/architecture.md#runtime-pieces). */
export function PortalTestPage(props: PortalTestPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-14">
      <title>{`Billing portal · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link to={paths.subscription.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Return to {PRODUCT_NAME}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight font-bold text-fg sm:text-4xl">Billing portal</h1>
          <Badge variant="info">TEST MODE</Badge>
        </div>
        <p className="text-fg-muted">Your plan, its renewal and your invoices.</p>
      </div>
      <TestModeNotice />
      <PortalBody {...props} />
    </section>
  );
}
