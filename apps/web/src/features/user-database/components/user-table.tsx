import type { AdminUserRecord, UserListQuery, UserSortColumn } from '@jokerwise/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDate } from '../lib/user-labels';
import { PlanBadge, StatusBadge } from './user-badges';
import { UserDetailsRow } from './user-details-row';
import type { Selection } from '../hooks/use-selection';

interface UserTableProps {
  users: readonly AdminUserRecord[];
  query: UserListQuery;
  onSort: (column: UserSortColumn) => void;
  selection: Selection;
}

function SortHeader(props: {
  column: UserSortColumn;
  label: string;
  query: UserListQuery;
  onSort: (column: UserSortColumn) => void;
}) {
  const active = props.query.sortBy === props.column;
  const Icon = !active ? ArrowUpDown : props.query.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className="px-3 py-2"
      aria-sort={active ? (props.query.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-fg"
        onClick={() => props.onSort(props.column)}
      >
        {props.label}
        <Icon aria-hidden="true" className={active ? 'size-3.5 text-gold-300' : 'size-3.5'} />
      </button>
    </th>
  );
}

/** docs/product/staff-console.md: ID, Email, Status, Plan, Created, Actions, with row and select-all checkboxes. */
export function UserTable({ users, query, onSort, selection }: UserTableProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-surface-raised text-xs tracking-wide text-fg-muted uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <Checkbox
                aria-label="Select all users on this page"
                checked={
                  selection.allSelected ? true : selection.size > 0 ? 'indeterminate' : false
                }
                onCheckedChange={(checked) => selection.setAll(checked === true)}
              />
            </th>
            <SortHeader column="id" label="ID" query={query} onSort={onSort} />
            <SortHeader column="email" label="Email" query={query} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Plan
            </th>
            <SortHeader column="created_at" label="Created" query={query} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <Fragment key={user.id}>
              <tr className="border-t border-border">
                <td className="px-3 py-2">
                  <Checkbox
                    aria-label={`Select ${user.email}`}
                    checked={selection.has(user.id)}
                    onCheckedChange={(checked) => selection.set(user.id, checked === true)}
                  />
                </td>
                <td className="px-3 py-2 font-mono text-xs text-fg-muted" title={user.id}>
                  {user.id.slice(0, 8)}
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium text-fg">{user.email}</div>
                  {user.username && <div className="text-xs text-fg-muted">@{user.username}</div>}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={user.subscription_status} />
                </td>
                <td className="px-3 py-2">
                  <PlanBadge plan={user.subscription_plan} />
                </td>
                <td className="px-3 py-2 text-fg-muted">{formatDate(user.created_at)}</td>
                <td className="px-3 py-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={openId === user.id}
                    onClick={() => setOpenId(openId === user.id ? null : user.id)}
                  >
                    {openId === user.id ? 'Hide' : 'Details'}
                  </Button>
                </td>
              </tr>
              {openId === user.id && (
                <tr className="bg-surface-sunken/60">
                  <td colSpan={7} className="px-3 py-3">
                    <UserDetailsRow userId={user.id} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
