import { TRIAL_TEXT, type Plan, type PlanId } from '@jokerwise/contracts';
import { Crown, Flame } from 'lucide-react';
import { PlanFeatureList, PlanPrice } from '../../../components/plans/plan-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

// Marketing lines per tier; prices, periods, labels and features come from PLANS.
const taglines: Record<PlanId, string> = {
  explorer: 'The full toolkit, month to month.',
  master: 'A year of runs for the price of a few months.',
  legend: 'Pay once. Coach, calculator and tracker for good.',
};

export interface TierCardProps {
  plan: Plan;
  onChoose: (tier: PlanId) => void;
  isPending: boolean;
}

export function TierCard({ plan, onChoose, isPending }: TierCardProps) {
  const labels: readonly string[] = plan.labels;
  const isPopular = labels.includes('most popular');
  const hasTrial = plan.trialDays > 0;
  const nameId = `tier-${plan.id}-name`;

  return (
    <li
      data-testid={`tier-${plan.id}`}
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col gap-6 rounded-card border p-6 shadow-card transition-[border-color,transform] duration-300 motion-safe:hover:-translate-y-1',
        isPopular
          ? 'border-gold-400/70 bg-linear-to-b from-felt-700 to-surface shadow-glow lg:-my-3 lg:py-9'
          : 'border-border bg-linear-to-b from-surface-raised/90 to-surface/90 hover:border-gold-400/40',
      )}
    >
      {isPopular && (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-3.5 py-1 text-xs font-bold tracking-wider text-primary-fg uppercase shadow-md">
          <Crown aria-hidden="true" className="size-3.5" />
          most popular
        </span>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={nameId} className="text-2xl font-bold">
            {plan.name}
          </h3>
          {labels
            .filter((label) => label !== 'most popular')
            .map((label) => (
              <Badge key={label} variant={plan.period === 'lifetime' ? 'destructive' : 'success'}>
                {plan.period === 'lifetime' && <Flame aria-hidden="true" />}
                {label}
              </Badge>
            ))}
        </div>
        <p className="text-sm text-fg-muted">{taglines[plan.id]}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <PlanPrice plan={plan} size="xl" />
        <p className={cn('text-sm font-medium', hasTrial ? 'text-chip-green' : 'text-fg-muted')}>
          {hasTrial ? TRIAL_TEXT : 'One payment. No renewals.'}
        </p>
      </div>
      <PlanFeatureList features={plan.features} className="gap-2.5" />
      <Button
        className="mt-auto w-full"
        size="lg"
        variant={isPopular ? 'primary' : 'secondary'}
        isLoading={isPending}
        aria-describedby={nameId}
        onClick={() => onChoose(plan.id)}
      >
        {hasTrial ? 'Start free trial' : 'Get lifetime access'}
      </Button>
    </li>
  );
}
