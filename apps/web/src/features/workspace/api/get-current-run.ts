import { currentRunResponseSchema, type CurrentRunResponse } from '@jokerwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const currentRunQueryKey = ['/api/runs/current'] as const;

/** The caller's saved run, or `{ run: null }` before the first save. */
export function getCurrentRun(signal?: AbortSignal): Promise<CurrentRunResponse> {
  return api.get('/api/runs/current', { schema: currentRunResponseSchema, signal });
}

/*
 * Unlike the app default (docs/product/workspace.md), the run is read again when the window regains focus,
 * so a run saved on another device shows up here (docs/product/workspace.md).
 */
export const currentRunQueryOptions = () =>
  queryOptions({
    queryKey: currentRunQueryKey,
    queryFn: ({ signal }) => getCurrentRun(signal),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
