import { CreditCard, RotateCcw, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { useCreatePortalSession } from '../api/create-portal-session';
import {
  canManageBilling,
  getPlanAction,
  isMobileBrowser,
  type DashboardUser,
} from '../lib/membership';
import { pageNavigation } from '../lib/page-navigation';

function openBillingPortal(url: string) {
  if (isMobileBrowser(navigator.userAgent)) pageNavigation.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/** The billing portal; a past-due member is asked to update their payment there. */
function PortalButton({ label, isPrimary }: { label: string; isPrimary: boolean }) {
  const portal = useCreatePortalSession();
  return (
    <Button
      variant={isPrimary ? 'primary' : 'secondary'}
      // The long label wraps inside a phone's card rather than running past its edge.
      className="h-auto min-h-11 max-w-full py-2 text-center whitespace-normal"
      isLoading={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => openBillingPortal(url),
          // docs/product/billing.md: a portal failure on the dashboard is only logged.
          onError: (error) => console.warn('Could not open the billing portal', error),
        })
      }
    >
      {!portal.isPending && <CreditCard aria-hidden="true" />}
      {portal.isPending ? 'Opening Portal...' : label}
    </Button>
  );
}

/** The Membership tab's buttons: billing, and the next step for past-due, canceled and free. */
export function PlanActions({ user }: { user: DashboardUser }) {
  const action = getPlanAction(user);
  const showBilling = canManageBilling(user) && action !== 'update-payment';
  if (!action && !showBilling) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {action === 'update-payment' && <PortalButton label="Update payment" isPrimary />}
      {action === 'resubscribe' && (
        <LinkButton to={paths.subscribe.getHref()} icon={RotateCcw}>
          Resubscribe
        </LinkButton>
      )}
      {action === 'choose-plan' && (
        <LinkButton to={paths.subscribe.getHref()} icon={Sparkles}>
          See plans
        </LinkButton>
      )}
      {showBilling && <PortalButton label="Manage Billing & Subscriptions" isPrimary={false} />}
    </div>
  );
}
