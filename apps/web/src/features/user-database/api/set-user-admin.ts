import { setAdminResponseSchema, type SetAdminResponse } from '@jokerwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** POST /api/admin/users/:id/admin, the staff console's grant/revoke (never the last admin). */
export function setUserAdmin(input: {
  userId: string;
  isAdmin: boolean;
}): Promise<SetAdminResponse> {
  return api.post(
    `/api/admin/users/${encodeURIComponent(input.userId)}/admin`,
    { isAdmin: input.isAdmin },
    { schema: setAdminResponseSchema },
  );
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
