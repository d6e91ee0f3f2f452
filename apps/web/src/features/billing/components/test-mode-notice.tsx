import { FlaskConical } from 'lucide-react';
import { Notice } from './notice';

/** docs/product/billing.md: shown while the payment provider is in test mode. */
export function TestModeNotice({ className }: { className?: string }) {
  return (
    <Notice
      icon={FlaskConical}
      tone="info"
      title="Test mode — no real card is charged"
      data-testid="test-mode-notice"
      className={className}
    >
      Payments are simulated. If a card is asked for, use the test card{' '}
      <span className="font-mono whitespace-nowrap text-fg">4242 4242 4242 4242</span> with any
      future expiry date and any CVC.
    </Notice>
  );
}
