import { FlaskConical } from 'lucide-react';
import { useBillingMode } from '../api/get-billing-mode';

/**
 * A strip above every page while payments take no real money: the built-in test checkout (a
 * staging site runs it with ALLOW_TEST_PAYMENTS=true) or Stripe with a test key (ADR 013,
 * ADR 015). The app shell mounts it for signed-in players, who are the ones who can pay.
 */
export function TestModeBanner() {
  const { data } = useBillingMode();
  if (!data?.testMode) return null;
  return (
    <div
      role="note"
      aria-label="Test mode"
      data-testid="test-mode-banner"
      className="flex items-center justify-center gap-2 border-b border-chip-blue/45 bg-chip-blue/15 px-4 py-1.5 text-center text-xs text-fg"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-[#9cc2ff]" />
      <p>
        <strong className="font-semibold tracking-wide">TEST MODE</strong>
        <span className="text-fg-muted"> — payments are simulated; no real card is charged.</span>
      </p>
    </div>
  );
}
