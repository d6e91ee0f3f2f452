import {
  USER_LIST_PAGE_SIZES,
  USER_PLAN_FILTERS,
  USER_STATUS_FILTERS,
  type UserListPageSize,
  type UserPlanFilter,
  type UserStatusFilter,
} from '@jokerwise/contracts';
import { Search } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import type { UserListControls } from '../hooks/use-user-list-state';

const selectClass =
  'h-10 rounded-lg border border-border-strong bg-surface-sunken px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

function Select<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  render?: (value: T) => string;
}) {
  const { label, value, options, onChange, render = String } = props;
  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => String(option) === event.target.value);
    if (chosen !== undefined) onChange(chosen);
  };
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-fg-muted">
      <label htmlFor={id}>{label}</label>
      <select id={id} className={selectClass} value={String(value)} onChange={pick}>
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {render(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <Select<UserStatusFilter>
        label="Status"
        value={query.status}
        options={USER_STATUS_FILTERS}
        onChange={controls.setStatus}
        render={(value) => (value === 'all' ? 'All statuses' : capital(value))}
      />
      <Select<UserPlanFilter>
        label="Plan"
        value={query.plan}
        options={USER_PLAN_FILTERS}
        onChange={controls.setPlan}
        render={(value) => (value === 'all' ? 'All plans' : capital(value))}
      />
      <Select<UserListPageSize>
        label="Page size"
        value={query.limit}
        options={USER_LIST_PAGE_SIZES}
        onChange={controls.setLimit}
        render={(value) => `${value} per page`}
      />
      {children}
    </div>
  );
}
