import { useCrmConnection, useCrmStatus } from '../api/get-crm-status';
import { useCrmLogs } from '../api/get-crm-logs';
import { useCrmActions } from './use-crm-actions';
import { useLogLoadFailure } from './use-log-load-failure';

/**
 * What both CRM views read (the hub's compact card and the full page): status, connection and
 * logs polled every `pollMs`, load failures written to the console log, and the buttons' actions.
 */
export function useCrmDashboard(pollMs: number, { compact }: { compact: boolean }) {
  const status = useCrmStatus(pollMs);
  const connection = useCrmConnection(pollMs);
  const logs = useCrmLogs(pollMs);
  useLogLoadFailure('CRM status', status.error);
  useLogLoadFailure('CRM logs', logs.error);
  const actions = useCrmActions(compact);
  const current = status.data?.status;
  return {
    current,
    connection: connection.data,
    logs: logs.data,
    actions,
    // Manual syncs wait for the configuration and for a sync already under way.
    isLocked: !current?.configured || Boolean(current?.isSyncInProgress),
  };
}
