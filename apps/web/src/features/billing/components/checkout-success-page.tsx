import { LayoutDashboard, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCheckoutConfirmation } from '../api/get-checkout-confirmation';
import { SubscriptionSuccess } from './subscription-success';

export interface CheckoutSuccessPageProps {
  /** The checkout session id the payment provider sent the browser back with. */
  sessionId: string | null;
  isSignedIn: boolean;
  isSessionLoading: boolean;
}

/** Anyone without a just-completed checkout of their own: no claim, a way to the dashboard. */
function NothingToConfirm() {
  return (
    <ContentPage
      icon={ReceiptText}
      eyebrow="Checkout"
      title="Nothing to confirm here"
      description="This page confirms a payment right after checkout, and there is no recent payment of yours to show. Your dashboard has your plan and its status."
      actions={
        <Button asChild size="lg">
          <Link to={paths.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" />
            Go to dashboard
          </Link>
        </Button>
      }
    />
  );
}

/**
 * /success (docs/product/billing.md): 'Subscription Successful!' only once the server confirms the
 * checkout in the address is the signed-in user's, paid moments ago.
 */
export function CheckoutSuccessPage({
  sessionId,
  isSignedIn,
  isSessionLoading,
}: CheckoutSuccessPageProps) {
  const confirmation = useCheckoutConfirmation(sessionId, isSignedIn);
  const isChecking =
    isSessionLoading || (isSignedIn && sessionId !== null && confirmation.isPending);
  if (isChecking) {
    return (
      <div
        role="status"
        className="flex flex-1 items-center justify-center gap-3 py-24 text-fg-muted"
      >
        <Spinner size="lg" />
        Checking your payment...
      </div>
    );
  }
  if (confirmation.data?.confirmed) {
    return (
      <SubscriptionSuccess
        planName={confirmation.data.planName}
        trialDays={confirmation.data.trialDays}
      />
    );
  }
  return <NothingToConfirm />;
}
