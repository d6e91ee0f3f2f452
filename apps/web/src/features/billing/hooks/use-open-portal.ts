import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreatePortalSession } from '../api/create-portal-session';
import { ERROR_TITLE, PORTAL_FAILED_MESSAGE, PORTAL_NOT_CONFIGURED_PHRASE } from '../lib/messages';
import { pageNavigation } from '../lib/page-navigation';
import { isMobileBrowser } from '../lib/subscription-display';

/**
 * Opens the billing portal from the subscription page (docs/product/billing.md): a new tab on desktop,
 * the same tab on mobile browsers. A portal the provider has not set up in test mode shows the
 * page's notice; any other failure is a toast.
 */
export function useOpenPortal() {
  const portal = useCreatePortalSession();
  const [isUnavailable, setIsUnavailable] = useState(false);

  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        setIsUnavailable(false);
        if (isMobileBrowser(navigator.userAgent)) pageNavigation.assign(url);
        else pageNavigation.openInNewTab(url);
      },
      onError: (error) => {
        if (error.message.includes(PORTAL_NOT_CONFIGURED_PHRASE)) {
          setIsUnavailable(true);
          return;
        }
        toast({
          title: ERROR_TITLE,
          description: getErrorMessage(error, PORTAL_FAILED_MESSAGE),
          variant: 'destructive',
        });
      },
    });

  return { open, isOpening: portal.isPending, isUnavailable };
}
