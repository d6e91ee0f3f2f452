import { checkUsernameResponseSchema } from '@jokerwise/contracts';
import { api } from '../../../lib/api-client';

/** docs/product/accounts.md: reads `available`; a non-OK answer (400 for a malformed name) throws. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await api.post(
    '/api/check-username',
    { username },
    { schema: checkUsernameResponseSchema, signal },
  );
  return available;
}
