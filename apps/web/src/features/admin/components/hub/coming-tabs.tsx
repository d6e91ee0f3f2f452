import { Database, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { EmptyTab } from './empty-tab';

/** User Database: the user-database capability fills this tab. */
export function UserDatabaseTab() {
  return (
    <EmptyTab icon={Database} title="The user database comes next">
      <p>
        The searchable, sortable and paged list of users — status and plan filters, details per user
        and CSV export — arrives with the user-database capability. Until then, grant or revoke
        admin rights by user id under User Management.
      </p>
    </EmptyTab>
  );
}

/** GHL CRM: the CRM-sync capability brings the compact status card. */
export function CrmTab() {
  return (
    <EmptyTab icon={Workflow} title="CRM sync comes next">
      <p>
        The GoHighLevel connection status, the hourly scheduled sync and the manual sync controls
        arrive with the CRM-sync capability. System Status already shows whether the CRM variables
        are set.
      </p>
      <p className="mt-3">
        <Link
          className="font-semibold text-gold-300 underline"
          to={paths.admin.ghlManagement.getHref()}
        >
          Open CRM management
        </Link>
      </p>
    </EmptyTab>
  );
}
