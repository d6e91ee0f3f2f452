import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { answerApi, sentBodies } from '../testing/api';
import { json } from '../testing/responses';
import { createQueryClient } from './query-client';
import { useSetAdmin } from './set-admin';

const USER_ID = '7f1c3b2e-4d5a-4e6f-8a9b-0c1d2e3f4a5b';

describe('useSetAdmin', () => {
  it('grants through the staff endpoint and reads every staff view again, nothing else', async () => {
    const requests = answerApi({
      [`POST /api/admin/users/${USER_ID}/admin`]: () =>
        json({
          user: {
            id: USER_ID,
            email: 'p@example.com',
            username: null,
            isAdmin: true,
            source: 'granted',
          },
          changed: true,
        }),
    });
    const queryClient = createQueryClient();
    const staffKeys = [
      ['/api/admin/admins'],
      ['/api/admin/audit'],
      ['/api/admin/users', { page: 1 }],
      ['/api/admin/users', USER_ID, 'details'],
      ['/api/admin/check-admin'],
    ];
    for (const key of [...staffKeys, ['/api/me']]) queryClient.setQueryData(key, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    );
    const { result } = renderHook(() => useSetAdmin(), { wrapper });

    await act(() => result.current.mutateAsync({ userId: USER_ID, isAdmin: true }));

    expect(sentBodies(requests, `/api/admin/users/${USER_ID}/admin`)).toEqual([{ isAdmin: true }]);
    await waitFor(() => {
      for (const key of staffKeys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    });
    expect(queryClient.getQueryState(['/api/me'])?.isInvalidated).toBe(false);
  });
});
