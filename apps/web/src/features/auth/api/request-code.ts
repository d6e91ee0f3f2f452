import { requestCodeResponseSchema } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * docs/product/accounts.md payloads — sign-up: e-mail, username and opt-in; sign-in and /auth: the e-mail
 * only; resend from /verify: e-mail, username and `marketingOptIn: false`.
 */
export interface RequestCodeInput {
  email: string;
  username?: string;
  marketingOptIn?: boolean;
}

export function requestCode(input: RequestCodeInput) {
  return api.post('/api/request-code', input, { schema: requestCodeResponseSchema });
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}

/** docs/product/accounts.md texts for a code request (the server message is preferred for failures). */
export const REQUEST_CODE_TEXT = {
  sentTitle: 'Code Sent',
  sentDescription: 'Check your email for the 6-digit verification code',
  resentTitle: 'Code Resent',
  resentDescription: 'A new verification code has been sent to your email',
  failedTitle: 'Error',
  sendFailed: 'Failed to send verification code',
  resendFailed: 'Failed to resend code',
} as const;
