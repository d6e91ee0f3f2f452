import { AI_APP_PATH, PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowLeft, CreditCard, LayoutDashboard, ListChecks } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { LinkButton } from '../../../components/ui/link-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSubscription } from '../api/get-subscription';
import { PlansPanel } from './plans-panel';
import { LoadingRegion, SkeletonBlock } from './skeleton';
import { SubscriptionLoadError } from './subscription-load-error';
import { SubscriptionOverview } from './subscription-overview';
import { TestModeNotice } from './test-mode-notice';

export const SUBSCRIPTION_TABS = ['dashboard', 'plans'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

/** docs/product/billing.md: `?tab=plans` opens Plans; anything else is the Dashboard tab. */
export function getSubscriptionTab(value: string | null): SubscriptionTab {
  return value === 'plans' ? 'plans' : 'dashboard';
}

export interface SubscriptionPageProps {
  /** Reloads the signed-in user after the subscription changed (docs/product/billing.md). */
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
  // so this lazy page adds nothing to the shared router chunk (docs/architecture.md#budgets budget).
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = getSubscriptionTab(new URLSearchParams(search).get('tab'));

  if (subscription.isPending) return <SubscriptionSkeleton />;
  if (subscription.isError) {
    return <SubscriptionLoadError subscription={subscription} />;
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

/** docs/product/billing.md Subscription management (/subscription). */
export function SubscriptionPage({ onUserChanged }: SubscriptionPageProps) {
  return (
    <ContentPage
      icon={CreditCard}
      eyebrow="Billing"
      title="Subscription Management"
      description="Your plan, its billing and every plan you can switch to."
      actions={
        <LinkButton to={AI_APP_PATH} icon={ArrowLeft} variant="ghost" size="sm">
          Back to {PRODUCT_NAME} AI
        </LinkButton>
      }
    >
      <SubscriptionBody onUserChanged={onUserChanged} />
    </ContentPage>
  );
}
