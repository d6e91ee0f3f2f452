import {
  crmMessageSchema,
  crmSyncStartedSchema,
  crmTestConnectionSchema,
  type CrmMessage,
  type CrmSyncStarted,
  type CrmTestConnection,
} from '@jokerwise/contracts';
import { api } from '../../../lib/api-client';

// The dashboard's POSTs and the connection test (docs/product/staff-console.md); every one is admin-only.

export type SyncStatusFilter = 'active' | 'trialing';

export function syncAllUsers(): Promise<CrmSyncStarted> {
  return api.post('/api/admin/ghl/sync-all-users', undefined, { schema: crmSyncStartedSchema });
}

export function syncUsersByStatus(status: SyncStatusFilter): Promise<CrmSyncStarted> {
  return api.post(
    '/api/admin/ghl/sync-users-by-status',
    { status },
    { schema: crmSyncStartedSchema },
  );
}

export function syncNow(): Promise<CrmSyncStarted> {
  return api.post('/api/admin/ghl/sync-now', undefined, { schema: crmSyncStartedSchema });
}

export function syncUser(id: string): Promise<CrmMessage> {
  return api.post(`/api/admin/ghl/sync-user/${encodeURIComponent(id)}`, undefined, {
    schema: crmMessageSchema,
  });
}

export function setScheduledSync(running: boolean): Promise<CrmMessage> {
  const action = running ? 'start' : 'stop';
  return api.post(`/api/admin/ghl/${action}-scheduled-sync`, undefined, {
    schema: crmMessageSchema,
  });
}

export function testCrmConnection(): Promise<CrmTestConnection> {
  return api.get('/api/admin/ghl/test-connection', { schema: crmTestConnectionSchema });
}
