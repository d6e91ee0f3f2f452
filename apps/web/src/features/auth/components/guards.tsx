import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isDevFlag } from '../../../lib/storage';
import { useSession } from '../api/get-me';

/*
 * Route guards (docs/product/accounts.md) as layout routes. They only steer the browser: the
 * server's route policies are the authority on every call.
 */

/** What a guarded page shows while it waits: for the session, or for its screen's code. */
export function GuardSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner size="lg" />
    </div>
  );
}

/** A signed-in user, else /auth. */
export function RequireUser() {
  const { user, isLoading } = useSession();
  if (isLoading) return <GuardSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <Outlet />;
}

/** The isDev session flag skips the client check, and only in development builds (ADR 005). */
function isDevBypass(): boolean {
  return import.meta.env.DEV && isDevFlag.get() === 'true';
}

/** Access to the app (active, trialing, past_due or Legend — ADR 005), else /subscribe. */
export function RequireSubscription() {
  const { user, isLoading } = useSession();
  if (isDevBypass()) return <Outlet />;
  if (isLoading) return <GuardSpinner />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  if (!user.hasAccess) return <Navigate to={paths.subscribe.getHref()} replace />;
  return <Outlet />;
}

/** An admin, else / (a signed-out visitor goes to /auth first). */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  if (isLoading) return <GuardSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  if (!user.isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
