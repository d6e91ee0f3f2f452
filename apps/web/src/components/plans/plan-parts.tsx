import type { PlanDefinition } from '@jokerwise/contracts';
import { Check } from 'lucide-react';
import { cn } from '../../utils/cn';

// The price line and feature list every plan card shows, on the landing page and /subscription.

export function PlanPrice({ plan, size }: { plan: PlanDefinition; size: 'lg' | 'xl' }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span
        className={cn(
          'font-display font-bold tracking-tight text-fg',
          size === 'xl' ? 'text-5xl' : 'text-4xl',
        )}
      >
        {plan.priceDisplay}
      </span>
      <span className="text-sm font-medium text-fg-muted">{plan.periodDisplay}</span>
    </p>
  );
}

export function PlanFeatureList({
  features,
  className,
}: {
  features: readonly string[];
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
