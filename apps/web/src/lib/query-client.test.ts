import { describe, expect, it } from 'vitest';
import { defaultQueryFn } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('uses the data-fetching defaults of docs/product/http.md', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(options.queries?.queryFn).toBe(defaultQueryFn);
    expect(options.mutations?.retry).toBe(false);
  });
});
