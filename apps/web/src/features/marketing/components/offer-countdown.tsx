import { Clock } from 'lucide-react';
import { cn } from '../../../utils/cn';
import { useOfferCountdown } from '../hooks/use-offer-countdown';
import { formatClock, formatDaysLeft } from '../lib/offer-countdown';

/** 'Only N d left' on the launch offer, ticking every second (docs/product/landing.md). */
export function OfferCountdown({ className }: { className?: string }) {
  const timeLeft = useOfferCountdown();
  return (
    <p
      data-testid="offer-countdown"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-ruby-500/45 bg-ruby-700/25 py-1.5 pr-3.5 pl-2.5 text-sm font-semibold text-ruby-300',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-4" />
      <span>
        Launch offer · <span className="text-fg">{formatDaysLeft(timeLeft)}</span>
      </span>
      {/* The ticking clock is visual; screen readers get the day count without per-second noise. */}
      <span aria-hidden="true" className="font-mono text-xs text-ruby-300/90 tabular-nums">
        {formatClock(timeLeft)}
      </span>
    </p>
  );
}
