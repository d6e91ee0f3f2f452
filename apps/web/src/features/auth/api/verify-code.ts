import { loginResultSchema } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyCodeInput {
  email: string;
  code: string;
}

/** Exchanges the e-mailed code for `{ token, user, devMode }` (spec 000 §3, §7). */
export function verifyCode(input: VerifyCodeInput) {
  return api.post('/api/verify-code', input, { schema: loginResultSchema });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
