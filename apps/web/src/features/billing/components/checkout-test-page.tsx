import { PRODUCT_NAME, type TestCheckout } from '@jokerwise/contracts';
import { ArrowLeft, CircleAlert, CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { pageNavigation } from '../lib/page-navigation';
import { CheckoutSummary } from './checkout-summary';
import { ClosedCheckout, MissingCheckout } from './closed-checkout';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from './notice';
import { LoadingRegion, SkeletonBlock } from './skeleton';
import { TestModeNotice } from './test-mode-notice';

export interface CheckoutTestPageProps {
  checkoutId: string;
  /** Reloads the signed-in user once paid, so the app opens for them. */
  onPaid: () => Promise<unknown>;
}

function useGo() {
  const navigate = useNavigate();
  // The server answers with a path of this app, or (in principle) an absolute URL.
  return (url: string) => (url.startsWith('/') ? void navigate(url) : pageNavigation.assign(url));
}

function PayButtonLabel({ checkout }: { checkout: TestCheckout }) {
  if (checkout.plan.period === 'lifetime') return <>Pay {checkout.plan.priceDisplay}</>;
  return <>{checkout.trialDays > 0 ? 'Start free trial' : `Pay and subscribe`}</>;
}

function OpenCheckout({
  checkout,
  onPaid,
  onClosed,
}: {
  checkout: TestCheckout;
  onPaid: () => Promise<unknown>;
  onClosed: () => void;
}) {
  const go = useGo();
  const pay = usePayTestCheckout(checkout.id);
  const cancel = useCancelTestCheckout(checkout.id);
  const [now] = useState(() => new Date());
  const isBusy = pay.isPending || cancel.isPending;
  const error = pay.error ?? cancel.error;

  const handlePay = () =>
    pay.mutate(undefined, {
      onSuccess: async ({ url }) => {
        await onPaid();
        go(url);
      },
      onError: (failure) => isApiError(failure, 409) && onClosed(),
    });
  const handleCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ url }) => go(url),
      onError: (failure) => isApiError(failure, 409) && onClosed(),
    });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <CheckoutSummary checkout={checkout} now={now} />
      <section
        aria-labelledby="payment-heading"
        className="flex flex-col gap-5 rounded-card border border-border-strong bg-surface/90 p-6 shadow-card"
      >
        <h2
          id="payment-heading"
          className="text-sm font-semibold tracking-wider text-fg-subtle uppercase"
        >
          Payment
        </h2>
        <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-sunken/70 p-4">
          <CreditCard aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
          <div className="flex flex-col">
            <span className="font-semibold text-fg">Test card •••• 4242</span>
            <span className="text-sm text-fg-muted">Simulated payment method</span>
          </div>
        </div>
        {error && (
          <Notice
            icon={CircleAlert}
            tone="danger"
            role="alert"
            title="The payment did not go through"
          >
            {getErrorMessage(error, 'Something went wrong. Please try again.')}
          </Notice>
        )}
        <div className="flex flex-col gap-3">
          <Button
            size="lg"
            className="w-full"
            onClick={handlePay}
            isLoading={pay.isPending}
            disabled={isBusy}
          >
            {pay.isPending ? 'Processing...' : <PayButtonLabel checkout={checkout} />}
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={handleCancel}
            isLoading={cancel.isPending}
            disabled={isBusy}
          >
            {!cancel.isPending && <ArrowLeft aria-hidden="true" />}
            {cancel.isPending ? 'Returning...' : 'Cancel and go back'}
          </Button>
        </div>
        <p className="flex items-start gap-2 text-xs leading-relaxed text-fg-subtle">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          You can cancel any time from Subscription Management. This is {PRODUCT_NAME}&apos;s
          built-in test checkout: no money moves.
        </p>
      </section>
    </div>
  );
}

function CheckoutBody({ checkoutId, onPaid }: CheckoutTestPageProps) {
  const checkout = useTestCheckout(checkoutId);
  if (checkout.isPending) {
    return (
      <LoadingRegion label="Loading checkout...">
        <div className="grid gap-6 md:grid-cols-2">
          <SkeletonBlock className="h-80" />
          <SkeletonBlock className="h-80" />
        </div>
      </LoadingRegion>
    );
  }
  if (checkout.isError) {
    if (isApiError(checkout.error, 404) || isApiError(checkout.error, 400)) {
      return <MissingCheckout />;
    }
    return (
      <LoadError
        message="Failed to load checkout"
        detail={getErrorMessage(checkout.error, 'Please try again.')}
        retryLabel="Try Again"
        isRetrying={checkout.isFetching}
        onRetry={() => void checkout.refetch()}
      />
    );
  }
  if (checkout.data.status !== 'open') return <ClosedCheckout checkout={checkout.data} />;
  return (
    <OpenCheckout
      checkout={checkout.data}
      onPaid={onPaid}
      onClosed={() => void checkout.refetch()}
    />
  );
}

/** The built-in TEST MODE checkout of the test payments provider (docs/architecture.md#runtime-pieces). */
export function CheckoutTestPage(props: CheckoutTestPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-14">
      <title>{`Checkout · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Lock aria-hidden="true" className="size-4 text-gold-400" />
          Secure checkout
          <Badge variant="info">TEST MODE</Badge>
        </div>
        <h1 className="text-3xl leading-tight font-bold text-fg sm:text-4xl">
          Complete your purchase
        </h1>
      </div>
      <TestModeNotice />
      <CheckoutBody {...props} />
    </section>
  );
}
