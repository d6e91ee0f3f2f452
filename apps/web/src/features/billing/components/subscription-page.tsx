import { AI_APP_PATH, PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowLeft, CreditCard, LayoutDashboard, ListChecks } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSubscription } from '../api/get-subscription';
import { LOAD_FAILED_MESSAGE, TRY_AGAIN_LABEL } from '../lib/messages';
import { LoadError } from './load-error';
import { PlansPanel } from './plans-panel';
import { LoadingRegion, SkeletonBlock } from './skeleton';
import { SubscriptionOverview } from './subscription-overview';
import { TestModeNotice } from './test-mode-notice';

export const SUBSCRIPTION_TABS = ['dashboard', 'plans'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

/** Spec 000 §2: `?tab=plans` opens Plans; anything else is the Dashboard tab. */
export function getSubscriptionTab(value: string | null): SubscriptionTab {
  return value === 'plans' ? 'plans' : 'dashboard';
}

export interface SubscriptionPageProps {
  /** Reloads the signed-in user after the subscription changed (spec 000 §4). */
  onUserChanged: () => Promise<unknown>;
}

function SubscriptionSkeleton() {
  return (
    <LoadingRegion label="Loading subscription details...">
      <SkeletonBlock className="h-10 w-64" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBlock key={index} className="h-20" />
        ))}
      </div>
      <SkeletonBlock className="h-11 w-60" />
    </LoadingRegion>
  );
}

function SubscriptionBody({ onUserChanged }: SubscriptionPageProps) {
  const subscription = useSubscription();
  // useLocation/useNavigate rather than useSearchParams: the landing chunk already holds them,
  // so this lazy page adds nothing to the shared router chunk (ARCHITECTURE §7 budget).
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = getSubscriptionTab(new URLSearchParams(search).get('tab'));

  if (subscription.isPending) return <SubscriptionSkeleton />;
  if (subscription.isError) {
    return (
      <LoadError
        message={LOAD_FAILED_MESSAGE}
        retryLabel={TRY_AGAIN_LABEL}
        isRetrying={subscription.isFetching}
        onRetry={() => void subscription.refetch()}
      />
    );
  }
  const info = subscription.data;
  const selectTab = (value: string) => {
    const params = new URLSearchParams(search);
    params.set('tab', getSubscriptionTab(value));
    void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-6">
      {info.testMode && <TestModeNotice />}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Subscription sections">
          <TabsTrigger value="dashboard">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </TabsTrigger>
          <TabsTrigger value="plans">
            <ListChecks aria-hidden="true" />
            Plans
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <SubscriptionOverview info={info} onUserChanged={onUserChanged} />
        </TabsContent>
        <TabsContent value="plans">
          <PlansPanel info={info} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Spec 000 §2 Subscription management (/subscription). */
export function SubscriptionPage({ onUserChanged }: SubscriptionPageProps) {
  return (
    <ContentPage
      icon={CreditCard}
      eyebrow="Billing"
      title="Subscription Management"
      description="Your plan, its billing and every plan you can switch to."
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to={AI_APP_PATH}>
            <ArrowLeft aria-hidden="true" />
            Back to {PRODUCT_NAME} AI
          </Link>
        </Button>
      }
    >
      <SubscriptionBody onUserChanged={onUserChanged} />
    </ContentPage>
  );
}
