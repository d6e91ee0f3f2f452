import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/get-me';
import { CheckoutSuccessPage } from '../../features/billing';

/** /success: confirms the signed-in user's own checkout, named by `session_id`. */
export function SuccessRoute() {
  const { user, isLoading } = useSession();
  const { search } = useLocation();
  return (
    <CheckoutSuccessPage
      sessionId={new URLSearchParams(search).get('session_id')}
      isSignedIn={user !== null}
      isSessionLoading={isLoading}
    />
  );
}
