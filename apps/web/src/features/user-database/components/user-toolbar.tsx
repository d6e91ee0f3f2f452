import { USER_LIST_AUTO_REFRESH_SECONDS } from '@jokerwise/contracts';
import { Download, LayoutGrid, RefreshCw, Table2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

export type UserView = 'table' | 'cards';

const VIEWS = [
  { view: 'table', label: 'Table', Icon: Table2 },
  { view: 'cards', label: 'Cards', Icon: LayoutGrid },
] as const satisfies ReadonlyArray<{ view: UserView; label: string; Icon: typeof Table2 }>;

interface UserToolbarProps {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  view: UserView;
  onView: (view: UserView) => void;
  canExport: boolean;
  exporting: boolean;
  selectedCount: number;
  onExport: (selectedOnly: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Auto-refresh, the table/card toggle, Export (all or the selection) and Refresh. */
export function UserToolbar(props: UserToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="user-db-auto-refresh"
          checked={props.autoRefresh}
          onCheckedChange={(checked) => props.onAutoRefresh(checked === true)}
        />
        <Label htmlFor="user-db-auto-refresh">
          Auto-refresh ({USER_LIST_AUTO_REFRESH_SECONDS}s)
        </Label>
      </div>
      <div role="group" aria-label="View" className="flex rounded-lg border border-border-strong">
        {VIEWS.map(({ view, label, Icon }) => (
          <Button
            key={view}
            variant={props.view === view ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={props.view === view}
            onClick={() => props.onView(view)}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        {props.selectedCount > 0 && (
          <Button
            variant="secondary"
            size="sm"
            isLoading={props.exporting}
            onClick={() => props.onExport(true)}
          >
            <Download aria-hidden="true" /> Export selected ({props.selectedCount})
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={!props.canExport}
          isLoading={props.exporting}
          onClick={() => props.onExport(false)}
        >
          <Download aria-hidden="true" /> Export
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={props.refreshing}
          onClick={props.onRefresh}
        >
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
    </div>
  );
}
