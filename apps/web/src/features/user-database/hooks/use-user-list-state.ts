import {
  USER_LIST_DEFAULT_LIMIT,
  type SortOrder,
  type UserListPageSize,
  type UserListQuery,
  type UserPlanFilter,
  type UserSortColumn,
  type UserStatusFilter,
} from '@jokerwise/contracts';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export interface UserListControls {
  query: UserListQuery;
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: UserStatusFilter) => void;
  setPlan: (plan: UserPlanFilter) => void;
  setLimit: (limit: UserListPageSize) => void;
  toggleSort: (column: UserSortColumn) => void;
  /** Page N; with the cursor of the neighbouring page's answer when there is one. */
  setPage: (page: number, cursor?: string | null) => void;
}

type Filters = Omit<UserListQuery, 'search' | 'page' | 'cursor'>;

interface Paging {
  page: number;
  search: string;
  cursor?: string | undefined;
}

/**
 * The viewer's filters (docs/product/staff-console.md defaults: page 1, 50 per page, id descending). Any change
 * of a filter, the search or the page size goes back to page 1 (docs/product/staff-console.md).
 */
export function useUserListState(): UserListControls {
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<Filters>({
    limit: USER_LIST_DEFAULT_LIMIT,
    status: 'all',
    plan: 'all',
    sortBy: 'id',
    sortOrder: 'desc',
  });
  const [paging, setPaging] = useState<Paging>({ page: 1, search: '' });
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search is a new result: page 1, set while rendering rather than in an effect.
  if (paging.search !== search) setPaging({ page: 1, search });

  const update = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPaging((current) => ({ search: current.search, page: 1 }));
  };
  const toggleSort = (column: UserSortColumn) => {
    const sortOrder: SortOrder =
      filters.sortBy === column && filters.sortOrder === 'asc' ? 'desc' : 'asc';
    update({ sortBy: column, sortOrder });
  };
  return {
    query: {
      ...filters,
      page: paging.page,
      ...(search ? { search } : {}),
      ...(paging.cursor ? { cursor: paging.cursor } : {}),
    },
    searchText,
    setSearchText,
    setStatus: (status) => update({ status }),
    setPlan: (plan) => update({ plan }),
    setLimit: (limit) => update({ limit }),
    toggleSort,
    // Previous/Next carry the neighbouring page's cursor, so any page costs the same on the
    // server however deep it is (docs/decisions/030-user-list-keyset-paging.md).
    setPage: (page, cursor) =>
      setPaging((current) => ({ search: current.search, page, cursor: cursor ?? undefined })),
  };
}
