import { setAdminResponseSchema, type SetAdminResponse } from '@jokerwise/contracts';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from './api-client';

/** POST /api/admin/users/:id/admin { isAdmin }: grant or revoke (never the last admin). */
export function setAdmin(input: { userId: string; isAdmin: boolean }): Promise<SetAdminResponse> {
  return api.post(
    `/api/admin/users/${encodeURIComponent(input.userId)}/admin`,
    { isAdmin: input.isAdmin },
    { schema: setAdminResponseSchema },
  );
}

/**
 * Who is an admin shows on several staff screens (the admins list and audit trail, the user
 * table and its details, the caller's own rights), so every staff query is read again.
 */
function isStaffQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && path.startsWith('/api/admin/');
}

/** Admin rights are granted from the staff console's hub and from the user database alike. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isStaffQuery }),
  });
}
