import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface LoadErrorProps {
  message: string;
  detail?: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
}

/**
 * A load failure with its retry button: billing's 'Failed to load subscription details'
 * (docs/product/billing.md) and a session check that got no answer (docs/product/accounts.md).
 */
export function LoadError({
  message,
  detail,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try Again',
}: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-card border border-ruby-500/55 bg-ruby-500/10 p-6"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ruby-300" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-fg">{message}</p>
          {detail && <p className="text-sm text-fg-muted">{detail}</p>}
        </div>
      </div>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {!isRetrying && <RefreshCw aria-hidden="true" />}
        {retryLabel}
      </Button>
    </div>
  );
}
