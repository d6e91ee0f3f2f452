import { PRODUCT_NAME } from '@jokerwise/contracts';
import { Navigate, Outlet } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isDevFlag } from '../../../lib/storage';
import { useSession, type Session } from '../api/get-me';

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

export const SESSION_CHECK_FAILED_MESSAGE = "We couldn't check your sign-in";
export const SESSION_CHECK_FAILED_DETAIL = `${PRODUCT_NAME} did not answer. You are still signed in on this device; try again in a moment.`;

/**
 * The stored session could not be checked (no answer from the server): the player is not sent
 * to sign in again, since the token may well be good
 * (docs/decisions/041-session-check-keeps-token-without-answer.md).
 */
function SessionCheckFailed({ session }: { session: Session }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 py-24">
      <LoadError
        message={SESSION_CHECK_FAILED_MESSAGE}
        detail={SESSION_CHECK_FAILED_DETAIL}
        onRetry={session.recheck}
        isRetrying={session.isRechecking}
      />
    </div>
  );
}

/** What a guard shows until it can decide: the spinner, or the check that got no answer. */
function undecided(session: Session) {
  if (session.isLoading) return <GuardSpinner />;
  if (session.checkFailed) return <SessionCheckFailed session={session} />;
  return null;
}

/** A signed-in user, else /auth. */
export function RequireUser() {
  const session = useSession();
  const { user } = session;
  if (!user) return undecided(session) ?? <Navigate to={paths.auth.getHref()} replace />;
  return <Outlet />;
}

/** The isDev session flag skips the client check, and only in development builds (ADR 005). */
function isDevBypass(): boolean {
  return import.meta.env.DEV && isDevFlag.get() === 'true';
}

/**
 * Access to the app (active, trialing, past_due or Legend — ADR 005), else /subscribe. Always
 * inside RequireUser, which has already waited for the session.
 */
export function RequireSubscription() {
  const { user } = useSession();
  if (isDevBypass()) return <Outlet />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  if (!user.hasAccess) return <Navigate to={paths.subscribe.getHref()} replace />;
  return <Outlet />;
}

/** An admin, else / (a signed-out visitor goes to /auth first). */
export function RequireAdmin() {
  const session = useSession();
  const { user } = session;
  if (!user) return undecided(session) ?? <Navigate to={paths.auth.getHref()} replace />;
  if (!user.isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
