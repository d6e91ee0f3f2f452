import {
  Activity,
  Bug,
  Database,
  FileStack,
  TerminalSquare,
  UserCog,
  Video,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  AdminFailureContext,
  useAdminFailureHandler,
  type SessionChanged,
} from '../hooks/use-admin-failure';
import { useHubAccess } from '../hooks/use-hub-access';
import { HubHeader, type HubUser } from './hub-header';
import { DebugToolsTab } from './hub/debug-tools-tab';
import { PagesTab } from './hub/pages-tab';
import { SystemStatusTab } from './hub/system-status-tab';
import { UserManagementTab } from './hub/user-management-tab';

const TABS = ['pages', 'users', 'crm', 'management', 'status', 'debug', 'recordings'] as const;
type HubTab = (typeof TABS)[number];

// Phones show the short label; the accessible name is always the full one.
const TAB_LABELS: Record<HubTab, { label: string; short: string; icon: LucideIcon }> = {
  pages: { label: 'Pages', short: 'Pages', icon: FileStack },
  users: { label: 'User Database', short: 'Users', icon: Database },
  crm: { label: 'GHL CRM', short: 'CRM', icon: Workflow },
  management: { label: 'User Management', short: 'Manage', icon: UserCog },
  status: { label: 'System Status', short: 'Status', icon: Activity },
  recordings: { label: 'Recordings', short: 'Replay', icon: Video },
  debug: { label: 'Debug Tools', short: 'Debug', icon: Bug },
};

const isHubTab = (value: string | null): value is HubTab =>
  (TABS as readonly (string | null)[]).includes(value);

/** The recordings, CRM and user-database panels come from their features, composed by the route. */
function HubTabs({
  recordingsTab,
  crmPanel,
  userDatabasePanel,
}: {
  recordingsTab: ReactNode;
  crmPanel: ReactNode;
  userDatabasePanel: ReactNode;
}) {
  useHubAccess();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: HubTab = isHubTab(requested) ? requested : 'pages';
  const show = (next: string) => setSearch({ tab: next }, { replace: true });
  const panels: Record<HubTab, ReactNode> = {
    pages: <PagesTab />,
    users: userDatabasePanel,
    crm: crmPanel,
    management: <UserManagementTab onOpenUserDatabase={() => show('users')} />,
    status: <SystemStatusTab />,
    recordings: recordingsTab,
    debug: <DebugToolsTab />,
  };
  return (
    <Tabs value={tab} onValueChange={show}>
      <TabsList aria-label="Developer hub sections" className="max-sm:grid max-sm:grid-cols-3">
        {TABS.map((value) => {
          const { label, short, icon: Icon } = TAB_LABELS[value];
          return (
            <TabsTrigger key={value} value={value} aria-label={label}>
              <Icon aria-hidden="true" />
              <span className="sm:hidden">{short}</span>
              <span className="hidden sm:inline">{label}</span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {TABS.map((value) => (
        <TabsContent key={value} value={value}>
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}

export interface DevHubPageProps {
  /** The signed-in user (cached five minutes by the route, docs/product/staff-console.md). */
  user: HubUser | null;
  onSessionChanged: SessionChanged;
  /** The Recordings tab's content (the session-recording feature). */
  recordingsTab: ReactNode;
  /** The GHL CRM tab's content (the crm feature). */
  crmPanel: ReactNode;
  /** The User Database tab's content (the user-database feature). */
  userDatabasePanel: ReactNode;
}

/** /dev: the developer hub of docs/product/staff-console.md. */
export function DevHubPage({
  user,
  onSessionChanged,
  recordingsTab,
  crmPanel,
  userDatabasePanel,
}: DevHubPageProps) {
  const handleFailure = useAdminFailureHandler(onSessionChanged);
  return (
    <ContentPage
      icon={TerminalSquare}
      eyebrow="Staff"
      title="Developer console"
      description="Pages, users, integrations and the live state of the running system."
    >
      <AdminFailureContext value={handleFailure}>
        <div className="flex flex-col gap-6">
          <HubHeader user={user} />
          <HubTabs
            recordingsTab={recordingsTab}
            crmPanel={crmPanel}
            userDatabasePanel={userDatabasePanel}
          />
        </div>
      </AdminFailureContext>
    </ContentPage>
  );
}
