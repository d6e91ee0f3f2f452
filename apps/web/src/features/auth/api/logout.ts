import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runSignOutTasks } from '../lib/before-sign-out';
import { useForgetSession } from '../lib/use-forget-session';

/**
 * Ends the session on the server once the work that needs it is done (before-sign-out.ts); its
 * answer is not read and a failure is ignored (docs/product/accounts.md).
 */
export async function logout(): Promise<void> {
  await runSignOutTasks();
  await api.post('/api/logout').catch(() => undefined);
}

export function useLogout() {
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: logout, onSettled: forgetSession });
}
