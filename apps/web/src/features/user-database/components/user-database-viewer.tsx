import { USER_LIST_AUTO_REFRESH_SECONDS } from '@jokerwise/contracts';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { exportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { useSelection } from '../hooks/use-selection';
import { useUserListState } from '../hooks/use-user-list-state';
import { formatTime } from '../lib/user-labels';
import { UserCards } from './user-cards';
import { UserFilters } from './user-filters';
import { UserInsightsPanel } from './user-insights-panel';
import { UserPager } from './user-pager';
import { UserStatCards } from './user-stat-cards';
import { UserTable } from './user-table';
import { UserToolbar, type UserView } from './user-toolbar';

const count = new Intl.NumberFormat('en-US');

/** docs/product/staff-console.md User Database: the hub tab's viewer (and the panel's earlier variant). */
export function UserDatabaseViewer({ showInsights = true }: { showInsights?: boolean }) {
  const controls = useUserListState();
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [view, setView] = useState<UserView>('table');
  const [exporting, setExporting] = useState(false);
  const users = useUsers(
    controls.query,
    autoRefresh ? USER_LIST_AUTO_REFRESH_SECONDS * 1000 : false,
  );
  const rows = users.data?.users ?? [];
  const selection = useSelection(
    rows.map((user) => user.id),
    JSON.stringify(controls.query),
  );
  const summary = users.data?.summary;
  const filtered =
    Boolean(controls.query.search) ||
    controls.query.status !== 'all' ||
    controls.query.plan !== 'all';

  const onExport = async (selectedOnly: boolean) => {
    setExporting(true);
    try {
      await exportUsers(controls.query, selectedOnly ? selection.ids : []);
      toast({ title: 'Export Complete', description: 'User data exported to CSV' });
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: getErrorMessage(error, 'Could not export users.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <UserStatCards stats={users.data?.stats} />
      {showInsights && <UserInsightsPanel />}
      <UserFilters controls={controls} />
      <UserToolbar
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        view={view}
        onView={setView}
        canExport={rows.length > 0}
        exporting={exporting}
        selectedCount={selection.size}
        onExport={(selectedOnly) => void onExport(selectedOnly)}
        refreshing={users.isFetching}
        onRefresh={() => void users.refetch()}
      />
      <div
        className="flex flex-wrap justify-between gap-2 text-sm text-fg-muted"
        aria-live="polite"
      >
        <span>
          {summary
            ? `Showing ${count.format(rows.length)} of ${count.format(summary.filtered)} users${filtered ? ` (${count.format(summary.total)} total)` : ''}`
            : ''}
        </span>
        <span>Last updated: {users.dataUpdatedAt ? formatTime(users.dataUpdatedAt) : 'Never'}</span>
      </div>
      {users.isPending ? (
        <p className="py-10 text-center text-fg-muted">Loading user data...</p>
      ) : users.isError ? (
        <p role="alert" className="rounded-card border border-ruby-500/50 p-4 text-ruby-300">
          Error loading user data: {getErrorMessage(users.error, users.error.message)}
        </p>
      ) : rows.length === 0 ? (
        <div className="py-10 text-center">
          <p className="font-semibold text-fg">No users found</p>
          <p className="text-sm text-fg-muted">Try adjusting your search filters</p>
        </div>
      ) : view === 'table' ? (
        <UserTable
          users={rows}
          query={controls.query}
          onSort={controls.toggleSort}
          selection={selection}
        />
      ) : (
        <UserCards users={rows} selection={selection} />
      )}
      <UserPager
        page={controls.query.page}
        totalPages={summary?.totalPages ?? 0}
        busy={users.isPlaceholderData}
        onPage={(page) =>
          controls.setPage(
            page,
            page > controls.query.page ? users.data?.cursors.next : users.data?.cursors.previous,
          )
        }
      />
    </div>
  );
}
