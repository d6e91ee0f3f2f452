import { AI_APP_PATH, PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowRight, LayoutDashboard, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** docs/product/billing.md: the success page redirects after 3 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 3;

export interface SubscriptionSuccessProps {
  planName: string | null;
  /** Days of the free trial the checkout started; 0 when it was paid for. */
  trialDays: number;
}

/**
 * The heading is the spec's; the lines under it say what happened: a trial charges nothing,
 * so it must not read as a payment.
 */
function describeCheckout({ planName, trialDays }: SubscriptionSuccessProps) {
  const plan = planName ? `${planName} ` : '';
  if (trialDays > 0) {
    return {
      eyebrow: 'Free trial started',
      description: `Welcome to the table. Your ${plan}trial is active and nothing has been charged: the first ${trialDays} days are free, and you can cancel before then from your dashboard. Your ${PRODUCT_NAME} coach is ready for the next run.`,
    };
  }
  return {
    eyebrow: 'Payment received',
    description: `Welcome to the table. Your ${plan}membership is active and your ${PRODUCT_NAME} coach is ready for the next run.`,
  };
}

/** A confirmed checkout: counts down visibly, then opens the AI app (docs/product/billing.md). */
export function SubscriptionSuccess(props: SubscriptionSuccessProps) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(SUCCESS_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) void navigate(AI_APP_PATH, { replace: true });
  }, [secondsLeft, navigate]);

  const shown = Math.max(secondsLeft, 0);
  const { eyebrow, description } = describeCheckout(props);
  return (
    <ContentPage
      icon={PartyPopper}
      eyebrow={eyebrow}
      title="Subscription Successful!"
      description={description}
      actions={
        <>
          <Button asChild size="lg">
            <Link to={AI_APP_PATH} replace>
              Open {PRODUCT_NAME} AI
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              Go to dashboard
            </Link>
          </Button>
        </>
      }
    >
      <p
        role="status"
        data-testid="success-countdown"
        className="inline-flex items-center gap-3 rounded-xl border border-border bg-surface/70 px-4 py-3 text-fg-muted"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-gold-400/50 bg-gold-400/10 font-display text-lg font-bold text-gold-300 tabular-nums"
        >
          {shown}
        </span>
        Taking you to {PRODUCT_NAME} AI in {shown} {shown === 1 ? 'second' : 'seconds'}…
      </p>
    </ContentPage>
  );
}
