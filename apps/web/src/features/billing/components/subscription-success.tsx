import { AI_APP_PATH, PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowRight, LayoutDashboard, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** docs/product/billing.md: the success page redirects after 3 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 3;

/** A confirmed checkout: counts down visibly, then opens the AI app (docs/product/billing.md). */
export function SubscriptionSuccess({ planName }: { planName: string | null }) {
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
  const membership = planName ? `Your ${planName} membership` : 'Your membership';
  return (
    <ContentPage
      icon={PartyPopper}
      eyebrow="Payment received"
      title="Subscription Successful!"
      description={`Welcome to the table. ${membership} is active and your ${PRODUCT_NAME} coach is ready for the next run.`}
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
