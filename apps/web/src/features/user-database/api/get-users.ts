import {
  userListResponseSchema,
  type UserListQuery,
  type UserListResponse,
} from '@jokerwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users (docs/product/staff-console.md): one page, with the stat counts. */
export const usersQueryKey = ['/api/admin/users'] as const;

export function toUserListSearch(query: UserListQuery): URLSearchParams {
  const search = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    status: query.status,
    plan: query.plan,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  if (query.search) search.set('search', query.search);
  if (query.cursor) search.set('cursor', query.cursor);
  return search;
}

export function getUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return api.get(`/api/admin/users?${toUserListSearch(query)}`, {
    schema: userListResponseSchema,
    signal,
  });
}

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListQuery, refreshMs: number | false) {
  return useQuery({ ...usersQueryOptions(query), refetchInterval: refreshMs });
}
