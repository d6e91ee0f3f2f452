import type { LoginResult } from '@jokerwise/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { CHECKOUT_FAILURE_MESSAGES, startCheckout } from '../../../lib/start-checkout';
import { clearPendingLogin, isDevFlag } from '../../../lib/storage';
import { readTierChoice } from '../../../lib/tier-intent';
import { useSetSession } from '../api/get-me';
import { getPostLoginDestination, type LoginScreen } from '../lib/post-login';

export const WELCOME_BACK_TITLE = 'Welcome back — you already have an account';

/**
 * Everything that follows a verified code (docs/product/accounts.md): store the session, greet, route by
 * entitlement and saved intent, then forget the saved sign-up items.
 */
export function useCompleteLogin(screen: LoginScreen) {
  const setSession = useSetSession();
  const navigate = useNavigate();
  return useCallback(
    ({ token, user, devMode, alreadyRegistered }: LoginResult) => {
      setSession(token, user);
      // devMode is true only when the server runs with DEV_MODE=true. Only a development build
      // honours the flag (ADR 005); the server ignores it entirely.
      if (devMode) isDevFlag.set('true');
      else isDevFlag.remove();
      toast({
        // A sign-up for a registered address signed into that account, old username kept.
        title: alreadyRegistered ? WELCOME_BACK_TITLE : 'Welcome!',
        description: devMode ? 'Dev mode access granted' : 'Successfully logged in',
      });
      const destination = getPostLoginDestination(
        user,
        { tierChoice: readTierChoice(), now: Date.now() },
        screen,
      );
      clearPendingLogin();
      if (destination.kind === 'checkout') {
        startCheckout(destination.tier).catch((error: unknown) => {
          toast({
            title: 'Error',
            description: getErrorMessage(error, CHECKOUT_FAILURE_MESSAGES[destination.tier]),
            variant: 'destructive',
          });
          void navigate(paths.dashboard.getHref(), { replace: true });
        });
      } else void navigate(destination.to, { replace: true });
    },
    [navigate, screen, setSession],
  );
}
