import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';

/**
 * docs/product/http.md: no interval, no refetch on focus, data never stale, no retries (the
 * session check sets its own).
 */
export const queryConfig = {
  queries: {
    queryFn: defaultQueryFn,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
