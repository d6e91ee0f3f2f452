import type { SubscriptionInfo } from '@jokerwise/contracts';
import { CreditCard, RefreshCw, Rocket, RotateCcw, ServerCrash } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { TitledCard } from '../../../components/ui/titled-card';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { useOpenPortal } from '../hooks/use-open-portal';
import {
  ERROR_TITLE,
  PORTAL_UNAVAILABLE_TEXT,
  PORTAL_UNAVAILABLE_TITLE,
  REFRESHED_DESCRIPTION,
  REFRESHED_TITLE,
  REFRESH_FAILED_MESSAGE,
} from '../lib/messages';
import { canOpenPortal, canUpgrade, getPortalLabel } from '../lib/subscription-display';
import { Notice } from './notice';
import { SubscriptionDetails } from './subscription-details';
import { EndingNotice, LifetimeNotice, PaymentWarning, TrialBanner } from './subscription-notices';

export interface SubscriptionOverviewProps {
  info: SubscriptionInfo;
  /** Reloads the signed-in user after a refresh (docs/product/billing.md). */
  onUserChanged: () => Promise<unknown>;
}

function RefreshButton({ onUserChanged }: Pick<SubscriptionOverviewProps, 'onUserChanged'>) {
  const refresh = useRefreshSubscription();
  const run = () =>
    refresh.mutate(undefined, {
      onSuccess: async () => {
        await onUserChanged();
        toast({ title: REFRESHED_TITLE, description: REFRESHED_DESCRIPTION });
      },
      onError: () =>
        toast({ title: ERROR_TITLE, description: REFRESH_FAILED_MESSAGE, variant: 'destructive' }),
    });
  return (
    <Button variant="secondary" size="sm" onClick={run} isLoading={refresh.isPending}>
      {!refresh.isPending && <RefreshCw aria-hidden="true" />}
      {refresh.isPending ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}

/** The Dashboard tab of docs/product/billing.md Subscription management. */
export function SubscriptionOverview({ info, onUserChanged }: SubscriptionOverviewProps) {
  const navigate = useNavigate();
  const portal = useOpenPortal();
  return (
    <TitledCard
      title="Your subscription"
      description="What you pay, how often, and when."
      aside={<RefreshButton onUserChanged={onUserChanged} />}
      contentClassName="flex flex-col gap-5"
    >
      {info.status === 'trialing' && <TrialBanner info={info} />}
      <PaymentWarning info={info} />
      <EndingNotice info={info} />
      <SubscriptionDetails info={info} />
      <LifetimeNotice info={info} />
      {portal.isUnavailable && (
        <Notice icon={ServerCrash} tone="warning" role="alert" data-testid="portal-unavailable">
          <strong className="font-semibold text-fg">{PORTAL_UNAVAILABLE_TITLE}</strong>{' '}
          {PORTAL_UNAVAILABLE_TEXT}
        </Notice>
      )}
      {(canUpgrade(info) || canOpenPortal(info) || info.status === 'canceled') && (
        <div className="flex flex-wrap gap-3">
          {canUpgrade(info) && (
            <Button onClick={() => void navigate(paths.home.getHref('pricing-section'))}>
              <Rocket aria-hidden="true" />
              Upgrade Now
            </Button>
          )}
          {info.status === 'canceled' && (
            <LinkButton to={paths.subscribe.getHref()} icon={RotateCcw}>
              Resubscribe
            </LinkButton>
          )}
          {canOpenPortal(info) && (
            <Button
              variant={info.paymentWarning ? 'primary' : 'secondary'}
              onClick={portal.open}
              isLoading={portal.isOpening}
            >
              {!portal.isOpening && <CreditCard aria-hidden="true" />}
              {portal.isOpening ? 'Opening Portal...' : getPortalLabel(info)}
            </Button>
          )}
        </div>
      )}
    </TitledCard>
  );
}
