import { ADMIN_GATE_MESSAGES, PRODUCT_NAME } from '@jokerwise/contracts';
import { Home, LockKeyhole, LogIn, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAdminGate } from '../hooks/use-admin-gate';
import type { SessionChanged } from '../hooks/use-admin-failure';

const HINTS = [
  'Sign in with the account that should have admin access, then open this page again.',
  'Admin rights are granted by existing admins: ask one to grant them to your account.',
  'On a new installation, the first signed-in account to open this page becomes the first admin.',
] as const;

function GateError({ message }: { message: string }) {
  const isAccess = message === ADMIN_GATE_MESSAGES.notAdmin;
  return (
    <Card className="max-w-xl">
      <CardContent className="flex flex-col gap-5">
        <div role="alert" className="flex items-start gap-3 text-ruby-300">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-semibold">{message}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* docs/product/staff-console.md: both buttons go to the landing page. */}
          <Button asChild>
            <Link to={paths.home.getHref()}>
              <LogIn aria-hidden="true" />
              Sign In to {PRODUCT_NAME}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.home.getHref()}>
              <Home aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </div>
        <div className="border-t border-border/70 pt-4">
          <h2 className="text-sm font-semibold text-fg">
            {isAccess ? 'How to get admin access' : 'Getting admin access'}
          </h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-fg-muted">
            {HINTS.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

export interface AdminGateProps {
  /** Reads the signed-in user again (after a grant, or a 401 that ended the session). */
  onSessionChanged: SessionChanged;
}

/** /admin-login (docs/product/staff-console.md): checks admin rights and opens /dev on success. */
export function AdminGate({ onSessionChanged }: AdminGateProps) {
  const state = useAdminGate(onSessionChanged);
  return (
    <ContentPage
      icon={LockKeyhole}
      eyebrow="Staff"
      title="Admin sign-in"
      description="Checks that your account has admin rights, then opens the developer hub."
    >
      {state.phase === 'loading' ? (
        <div className="flex items-center gap-3 text-fg-muted">
          <Spinner label="Checking admin access..." />
          <span aria-hidden="true">Checking admin access...</span>
        </div>
      ) : (
        <GateError message={state.message} />
      )}
    </ContentPage>
  );
}
