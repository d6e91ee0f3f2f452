import { TRIAL_TEXT, type PlanDefinition } from '@jokerwise/contracts';
import { CircleCheck, Crown, Flame } from 'lucide-react';
import { PlanFeatureList, PlanPrice } from '../../../components/plans/plan-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

export type PlanCardAction =
  { kind: 'current' } | { kind: 'included' } | { kind: 'choose' | 'switch'; label: string };

export interface PlanCardProps {
  plan: PlanDefinition;
  action: PlanCardAction;
  isPending: boolean;
  /** The player had a trial before: plans with a trial are sold without one (one per player). */
  isTrialUsed: boolean;
  /** Another card is leaving for checkout. */
  isDisabled: boolean;
  onChoose: () => void;
}

function PlanButton({ plan, action, isPending, isDisabled, onChoose }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  if (action.kind === 'current') {
    return (
      <Button className="mt-auto w-full" variant="secondary" disabled aria-describedby={nameId}>
        <CircleCheck aria-hidden="true" />
        Current Plan
      </Button>
    );
  }
  if (action.kind === 'included') {
    return (
      <Button className="mt-auto w-full" variant="secondary" disabled aria-describedby={nameId}>
        Included with Legend
      </Button>
    );
  }
  return (
    <Button
      className="mt-auto w-full"
      variant={plan.labels.includes('most popular') ? 'primary' : 'secondary'}
      isLoading={isPending}
      disabled={isDisabled}
      aria-describedby={nameId}
      onClick={onChoose}
    >
      {action.label}
    </Button>
  );
}

/** Spec 000 §2 Plans tab: features, price, period and trial days of one plan. */
export function PlanCard(props: PlanCardProps) {
  const { plan, action } = props;
  const labels: readonly string[] = plan.labels;
  const isPopular = labels.includes('most popular');
  const isCurrent = action.kind === 'current';
  const nameId = `plan-${plan.id}-name`;
  return (
    <li
      data-testid={`plan-${plan.id}`}
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col gap-5 rounded-card border p-6 shadow-card',
        isPopular || isCurrent
          ? 'border-gold-400/70 bg-linear-to-b from-felt-700 to-surface'
          : 'border-border bg-linear-to-b from-surface-raised/90 to-surface/90',
      )}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={nameId} className="text-2xl font-bold">
            {plan.name}
          </h3>
          {isCurrent && <Badge variant="gold">Your plan</Badge>}
        </div>
        {labels.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {labels.map((label) => (
              <Badge
                key={label}
                variant={
                  label === 'Limited Time Offer'
                    ? 'destructive'
                    : label === 'most popular'
                      ? 'gold'
                      : 'success'
                }
              >
                {label === 'most popular' && <Crown aria-hidden="true" />}
                {label === 'Limited Time Offer' && <Flame aria-hidden="true" />}
                {label}
              </Badge>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <PlanPrice plan={plan} size="lg" />
        <p
          className={cn(
            'text-sm font-medium',
            plan.trialDays > 0 && !props.isTrialUsed ? 'text-chip-green' : 'text-fg-muted',
          )}
        >
          {plan.trialDays === 0
            ? 'No trial: one payment, lifetime access.'
            : props.isTrialUsed
              ? 'Your free trial is used: billed from the first day.'
              : TRIAL_TEXT}
        </p>
      </div>
      <PlanFeatureList features={plan.features} />
      <PlanButton {...props} />
    </li>
  );
}
