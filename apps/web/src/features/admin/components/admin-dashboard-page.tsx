import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { SessionChanged } from '../hooks/use-admin-failure';
import { useAdminOperations } from '../hooks/use-admin-operations';
import { useConsoleLog } from '../hooks/use-console-log';
import { ConsoleLogPane } from './console-log-pane';
import { ReconciliationPanel } from './reconciliation-panel';

export interface AdminDashboardPageProps {
  onSessionChanged: SessionChanged;
}

/** /admin-dashboard: the subscription panel of docs/product/staff-console.md with its console log. */
export function AdminDashboardPage({ onSessionChanged }: AdminDashboardPageProps) {
  const { entries, log, clear } = useConsoleLog();
  const { running, run } = useAdminOperations(log, onSessionChanged);
  return (
    <ContentPage
      icon={LayoutDashboard}
      eyebrow="Staff"
      title="Admin dashboard"
      description="Reconcile subscriptions with the payment provider and audit what differs. Every change is recorded in the audit trail."
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.admin.dev.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Developer hub
          </Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <ReconciliationPanel running={running} run={run} log={log} />
        <ConsoleLogPane entries={entries} onClear={clear} />
      </div>
    </ContentPage>
  );
}
