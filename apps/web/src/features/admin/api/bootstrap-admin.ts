import { bootstrapAdminResponseSchema, type BootstrapAdminResponse } from '@jokerwise/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/admin/bootstrap-admin: the caller becomes the first admin while none exists. */
export function bootstrapAdmin(signal?: AbortSignal): Promise<BootstrapAdminResponse> {
  return api.post('/api/admin/bootstrap-admin', undefined, {
    schema: bootstrapAdminResponseSchema,
    signal,
  });
}
