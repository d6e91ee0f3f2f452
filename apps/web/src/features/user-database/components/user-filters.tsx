import { USER_LIST_PAGE_SIZES, USER_PLAN_FILTERS, USER_STATUS_FILTERS } from '@jokerwise/contracts';
import { Search } from 'lucide-react';
import { type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { SelectField, toOptions } from '../../../components/ui/select-field';
import type { UserListControls } from '../hooks/use-user-list-state';

const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** docs/product/staff-console.md: search, status and plan filters, page size. */
export function UserFilters({
  controls,
  children,
}: {
  controls: UserListControls;
  children?: ReactNode;
}) {
  const { query } = controls;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-xs font-semibold text-fg-muted">
        Search
        <span className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-fg-muted" />
          <Input
            type="search"
            className="pl-9"
            placeholder="E-mail, domain or @username"
            maxLength={100}
            value={controls.searchText}
            onChange={(event) => controls.setSearchText(event.target.value)}
          />
        </span>
      </label>
      <SelectField
        label="Status"
        value={query.status}
        options={toOptions(USER_STATUS_FILTERS, (value) =>
          value === 'all' ? 'All statuses' : capital(value),
        )}
        onChange={controls.setStatus}
      />
      <SelectField
        label="Plan"
        value={query.plan}
        options={toOptions(USER_PLAN_FILTERS, (value) =>
          value === 'all' ? 'All plans' : capital(value),
        )}
        onChange={controls.setPlan}
      />
      <SelectField
        label="Page size"
        value={query.limit}
        options={toOptions(USER_LIST_PAGE_SIZES, (value) => `${value} per page`)}
        onChange={controls.setLimit}
      />
      {children}
    </div>
  );
}
