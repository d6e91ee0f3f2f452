import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useUserDetails } from '../api/get-user-details';
import { useSetAdmin } from '../../../lib/set-admin';
import { formatDateTime } from '../lib/user-labels';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-all text-fg">{children}</dd>
    </div>
  );
}

/** The Details row: subscription, payment ids, sessions, last sign-in, CRM contact, admin rights. */
export function UserDetailsRow({ userId }: { userId: string }) {
  const details = useUserDetails(userId);
  const setAdmin = useSetAdmin();
  if (details.isPending) return <Spinner size="sm" label="Loading details..." />;
  if (details.isError) {
    return <p role="alert">{getErrorMessage(details.error, details.error.message)}</p>;
  }
  const { user, subscription, sessions, crmContactId } = details.data;
  const grant = !user.is_admin;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Item label="Plan">{subscription?.plan ?? user.subscription_plan ?? 'none'}</Item>
        <Item label="Subscription status">{subscription?.status ?? user.subscription_status}</Item>
        <Item label="Trial end">{formatDateTime(subscription?.trialEnd ?? null)}</Item>
        <Item label="Next billing">{formatDateTime(subscription?.nextBillingDate ?? null)}</Item>
        <Item label="Stripe customer">{user.stripe_customer_id ?? '—'}</Item>
        <Item label="Stripe subscription">{user.stripe_subscription_id ?? '—'}</Item>
        <Item label="Active sessions">{sessions.active}</Item>
        <Item label="Last sign-in">{formatDateTime(sessions.lastSignInAt)}</Item>
        <Item label="CRM contact">{crmContactId ?? '—'}</Item>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant={grant ? 'secondary' : 'destructive'}
          isLoading={setAdmin.isPending}
          // The details are a staff view, read again with the others once the change is made.
          onClick={() => setAdmin.mutate({ userId, isAdmin: grant })}
        >
          {grant ? 'Grant admin' : 'Revoke admin'}
        </Button>
        {setAdmin.isError && (
          <p role="alert" className="text-ruby-300">
            {getErrorMessage(setAdmin.error, setAdmin.error.message)}
          </p>
        )}
      </div>
    </div>
  );
}
