import { AI_APP_PATH, PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowRight, CalendarX, Crown, Hourglass, LayoutDashboard, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSubscription } from '../api/get-subscription';
import {
  getSubscribeReason,
  SUBSCRIBE_REASON_TEXTS,
  SUBSCRIBE_REASON_TITLES,
  type SubscribeReason,
} from '../lib/subscribe-reason';
import { Notice } from './notice';
import { PlansPanel } from './plans-panel';
import { LoadingRegion, SkeletonBlock } from './skeleton';
import { SubscriptionLoadError } from './subscription-load-error';
import { TestModeNotice } from './test-mode-notice';

const reasonIcons = {
  'trial-ended': Hourglass,
  canceled: CalendarX,
  choose: Sparkles,
  member: Crown,
} as const;

function ReasonNotice({ reason }: { reason: SubscribeReason }) {
  return (
    <Notice
      icon={reasonIcons[reason]}
      tone={reason === 'choose' || reason === 'member' ? 'gold' : 'warning'}
      title={SUBSCRIBE_REASON_TITLES[reason]}
      role="status"
      data-testid="subscribe-reason"
    >
      {SUBSCRIBE_REASON_TEXTS[reason]}
      {reason === 'member' && (
        <>
          {' '}
          <Link
            className="font-medium text-gold-300 underline-offset-4 hover:underline"
            to={AI_APP_PATH}
          >
            Open {PRODUCT_NAME} AI
          </Link>
        </>
      )}
    </Notice>
  );
}

function SubscribeBody() {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return (
      <LoadingRegion label="Loading the plans...">
        <SkeletonBlock className="h-20" />
        <div className="grid gap-5 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <SkeletonBlock key={index} className="h-96" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (subscription.isError) {
    return <SubscriptionLoadError subscription={subscription} />;
  }
  const info = subscription.data;
  return (
    <div className="flex flex-col gap-6">
      {info.testMode && <TestModeNotice />}
      <ReasonNotice reason={getSubscribeReason(info, new Date())} />
      <PlansPanel info={info} />
    </div>
  );
}

/**
 * /subscribe: where every guard sends a signed-in player without access. It says why
 * they are here, shows the plan cards with their checkout buttons, and leads back to the
 * dashboard.
 */
export function SubscribePage() {
  return (
    <ContentPage
      icon={Crown}
      eyebrow="Plans"
      title="Choose your plan"
      description={`Explorer, Master or Legend — every plan opens ${PRODUCT_NAME} AI: the coach, the calculator and run tracking.`}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" />
            Go to dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <SubscribeBody />
    </ContentPage>
  );
}
