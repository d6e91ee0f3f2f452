import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import {
  setScheduledSync,
  syncAllUsers,
  syncNow,
  syncUser,
  syncUsersByStatus,
  testCrmConnection,
  type SyncStatusFilter,
} from '../api/crm-operations';
import { crmConnectionQueryKey, crmStatusQueryKey } from '../api/get-crm-status';
import { crmLogsQueryKey } from '../api/get-crm-logs';
import { CRM_MESSAGES as M } from '../lib/crm-messages';

const fail = (description: string, title: string = M.error) =>
  toast({ title, description, variant: 'destructive' });

/** The dashboard's buttons, with the docs/product/staff-console.md toasts; `compact` is the hub card. */
export function useCrmActions(compact: boolean) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [crmStatusQueryKey, crmConnectionQueryKey, crmLogsQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const started = (data: { message: string }) => {
    toast({ title: 'Sync Started', description: data.message });
    return refresh();
  };

  const test = useMutation({
    mutationFn: testCrmConnection,
    onSuccess: (data) => {
      toast({
        title: data.success ? M.connectionOk : M.connectionFailed,
        description: data.success ? data.message : (data.error ?? data.message),
        ...(data.success ? {} : { variant: 'destructive' as const }),
      });
      return refresh();
    },
    onError: () => fail(M.connectionNetwork),
  });
  const now = useMutation({
    mutationFn: syncNow,
    onSuccess: started,
    onError: () => fail(M.manualSyncFailed, compact ? M.syncFailedTitle : M.manualSyncFailedTitle),
  });
  const all = useMutation({
    mutationFn: syncAllUsers,
    onSuccess: started,
    onError: () => fail(M.syncAllFailed),
  });
  const byStatus = useMutation({
    mutationFn: (status: SyncStatusFilter) => syncUsersByStatus(status),
    onSuccess: started,
    onError: (_error, status) => fail(M.syncStatusFailed(status)),
  });
  const one = useMutation({
    mutationFn: (id: string) => syncUser(id),
    onSuccess: (data) => {
      if (data.success) toast({ title: 'User Synced', description: data.message });
      else fail(data.message, M.syncFailedTitle);
      return refresh();
    },
    onError: (error) => fail(getErrorMessage(error, M.syncUserFailed), M.syncFailedTitle),
  });
  const scheduler = useMutation({
    mutationFn: (running: boolean) => setScheduledSync(running),
    onSuccess: (data) => {
      toast({ title: 'Scheduled Sync', description: data.message });
      return refresh();
    },
    onError: (_error, running) => fail(running ? M.startFailed : M.stopFailed),
  });

  /** docs/product/staff-console.md: an empty id is refused before any call. */
  const syncOne = (rawId: string) => {
    const id = rawId.trim();
    if (!id) {
      fail(M.enterUserId);
      return;
    }
    one.mutate(id);
  };

  const isBusy = now.isPending || all.isPending || byStatus.isPending || one.isPending;
  return { test, now, all, byStatus, one, syncOne, scheduler, isBusy };
}

export type CrmActions = ReturnType<typeof useCrmActions>;
