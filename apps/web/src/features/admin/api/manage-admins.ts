import {
  adminListResponseSchema,
  setAdminResponseSchema,
  type AdminListResponse,
  type SetAdminResponse,
} from '@jokerwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';

/** GET /api/admin/admins: every admin and why they are one. */
export const adminsQueryKey = ['/api/admin/admins'] as const;

export function getAdmins(signal?: AbortSignal): Promise<AdminListResponse> {
  return api.get('/api/admin/admins', { schema: adminListResponseSchema, signal });
}

export function useAdmins() {
  return useQuery(
    queryOptions({ queryKey: adminsQueryKey, queryFn: ({ signal }) => getAdmins(signal) }),
  );
}

/** POST /api/admin/users/:id/admin { isAdmin }: grant or revoke (never the last admin). */
export function setAdmin(input: { userId: string; isAdmin: boolean }): Promise<SetAdminResponse> {
  return api.post(
    `/api/admin/users/${encodeURIComponent(input.userId)}/admin`,
    { isAdmin: input.isAdmin },
    { schema: setAdminResponseSchema },
  );
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminsQueryKey });
      await queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
