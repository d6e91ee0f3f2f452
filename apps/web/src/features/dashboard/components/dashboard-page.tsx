import { CreditCard, LifeBuoy, LogIn, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentPage } from '../../../components/layout/content-page';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import type { DashboardUser } from '../lib/membership';
import { MembershipPanel } from './membership-panel';
import { ProfilePanel } from './profile-panel';
import { SupportPanel } from './support-panel';

// docs/product/billing.md: at 768 px or less the tab labels shorten.
const tabs: ReadonlyArray<{ value: string; label: string; short: string; icon: LucideIcon }> = [
  { value: 'profile', label: 'Profile', short: 'Profile', icon: UserRound },
  { value: 'membership', label: 'Membership', short: 'Plan', icon: CreditCard },
  { value: 'support', label: 'Support', short: 'Help', icon: LifeBuoy },
];

export interface DashboardPageProps {
  /** The signed-in user; null when signed out. */
  user: DashboardUser | null;
  isLoading?: boolean;
  /** More of the Profile tab, composed by the route (the session-recording opt-out). */
  profileExtras?: ReactNode;
}

function DashboardTabs({
  user,
  profileExtras,
}: {
  user: DashboardUser;
  profileExtras?: ReactNode;
}) {
  return (
    <Tabs defaultValue="profile" className="max-w-3xl">
      <TabsList aria-label="Dashboard sections">
        {tabs.map(({ value, label, short, icon: Icon }) => (
          <TabsTrigger key={value} value={value} data-testid={`dashboard-tab-${value}`}>
            <Icon aria-hidden="true" />
            <span className="min-[769px]:hidden">{short}</span>
            <span className="hidden min-[769px]:inline">{label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <ProfilePanel user={user}>{profileExtras}</ProfilePanel>
      </TabsContent>
      <TabsContent value="membership">
        <MembershipPanel user={user} />
      </TabsContent>
      <TabsContent value="support">
        <SupportPanel user={user} />
      </TabsContent>
    </Tabs>
  );
}

/** The player dashboard of docs/product/billing.md: Profile, Membership and Support tabs. */
export function DashboardPage({ user, isLoading = false, profileExtras }: DashboardPageProps) {
  return (
    <ContentPage
      icon={UserRound}
      eyebrow="Account"
      title="Your dashboard"
      description="Your profile, your membership and how to reach us — all in one place."
      actions={
        !user &&
        !isLoading && (
          <LinkButton to={paths.auth.getHref()} icon={LogIn}>
            Sign In
          </LinkButton>
        )
      }
    >
      {isLoading ? (
        <Spinner size="lg" />
      ) : (
        user && <DashboardTabs user={user} profileExtras={profileExtras} />
      )}
    </ContentPage>
  );
}
