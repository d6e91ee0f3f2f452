import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { loginEmail, loginUsername } from '../../../lib/storage';
import { claimTierChoice } from '../../../lib/tier-intent';
import { REQUEST_CODE_TEXT, useRequestCode, type RequestCodeInput } from '../api/request-code';
import { closeAuthModal } from '../lib/auth-modal-store';
import type { VerifyLocationState } from '../lib/verify-location-state';

/**
 * The modals' "send me a code" (docs/product/accounts.md): on success toast, close, remember the e-mail
 * (and sign-up username) for /verify, claim a tier chosen while signed out for that e-mail, and go
 * there; on failure toast the server's reason.
 */
export function useSendLoginCode() {
  const navigate = useNavigate();
  const { mutate, isPending } = useRequestCode();

  const send = (input: RequestCodeInput) =>
    mutate(input, {
      onSuccess: () => {
        toast({
          title: REQUEST_CODE_TEXT.sentTitle,
          description: REQUEST_CODE_TEXT.sentDescription,
        });
        closeAuthModal();
        loginEmail.set(input.email);
        claimTierChoice(input.email);
        if (input.username) loginUsername.set(input.username);
        else loginUsername.remove();
        const state: VerifyLocationState = { codeSentAt: Date.now() };
        void navigate(paths.verify.getHref(), { state });
      },
      onError: (error) =>
        toast({
          title: REQUEST_CODE_TEXT.failedTitle,
          description: getErrorMessage(error, REQUEST_CODE_TEXT.sendFailed),
          variant: 'destructive',
        }),
    });

  return { send, isPending };
}
