import { Activity, LayoutDashboard, PlugZap, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import type { RawJsonSource } from '../../api/get-admin-json';
import { AdminRights } from './admin-rights';
import { AuditTrail } from './audit-trail';
import { JsonViewerDialog } from './json-viewer-dialog';

export interface UserManagementTabProps {
  /** Shows the User Database tab: the spec's "admin users list" in-app. */
  onOpenUserDatabase: () => void;
}

/**
 * User Management (docs/product/staff-console.md). The spec's three new-window buttons open in-app views or
 * read-only JSON fetched with the session instead (docs/decisions/
 * 016-staff-console-bootstrap-and-audit.md): a new window carries no token, and a full
 * reconciliation changes state, so it is never a GET.
 */
export function UserManagementTab({ onOpenUserDatabase }: UserManagementTabProps) {
  const [source, setSource] = useState<RawJsonSource | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Button variant="secondary" onClick={onOpenUserDatabase}>
          <UsersRound aria-hidden="true" />
          Users list
        </Button>
        <Button variant="secondary" onClick={() => setSource('latestReconciliation')}>
          <Activity aria-hidden="true" />
          Reconciliation status
        </Button>
        <Button variant="secondary" onClick={() => setSource('paymentConnection')}>
          <PlugZap aria-hidden="true" />
          Stripe connection
        </Button>
        <Button asChild>
          <Link to={paths.admin.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" />
            Reconciliation panel
          </Link>
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <AdminRights />
        <AuditTrail />
      </div>
      <JsonViewerDialog source={source} onClose={() => setSource(null)} />
    </div>
  );
}
