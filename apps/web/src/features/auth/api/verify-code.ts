import { loginResultSchema } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyCodeInput {
  email: string;
  code: string;
  /** Another name after USERNAME_TAKEN (the sign-up's name went to someone else). */
  username?: string;
}

/** Exchanges the e-mailed code for `{ token, user, devMode }` (docs/product/accounts.md). */
export function verifyCode(input: VerifyCodeInput) {
  return api.post('/api/verify-code', input, { schema: loginResultSchema });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
