import type { AdminUserRecord } from '@jokerwise/contracts';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import type { Selection } from '../hooks/use-selection';
import { formatDate } from '../lib/user-labels';
import { PlanBadge, StatusBadge } from './user-badges';

/** The card view: the same users, with an Admin badge for admins (docs/product/staff-console.md). */
export function UserCards({
  users,
  selection,
}: {
  users: readonly AdminUserRecord[];
  selection: Selection;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Users">
      {users.map((user) => (
        <li
          key={user.id}
          className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-surface-raised p-4"
        >
          <div className="flex items-start gap-2">
            <Checkbox
              aria-label={`Select ${user.email}`}
              checked={selection.has(user.id)}
              onCheckedChange={(checked) => selection.set(user.id, checked === true)}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg">{user.email}</p>
              {user.username && <p className="text-xs text-fg-muted">@{user.username}</p>}
            </div>
            {user.is_admin && <Badge variant="gold">Admin</Badge>}
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={user.subscription_status} />
            <PlanBadge plan={user.subscription_plan} />
          </div>
          <p className="text-xs text-fg-muted">
            Created {formatDate(user.created_at)} ·{' '}
            <span className="font-mono">{user.id.slice(0, 8)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
