import { getPlanSavingsLabel, TRIAL_TEXT, type PlanDefinition } from '@jokerwise/contracts';
import { CircleCheck, Crown, Flame } from 'lucide-react';
import { cn } from '../../utils/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { PlanFeatureList, PlanPrice } from './plan-parts';

// The one plan card of the landing page, /subscription and /subscribe: price, trial
// terms, features and the button that leads to checkout. What the button does is the caller's.

export type PlanCardAction =
  { kind: 'current' } | { kind: 'included' } | { kind: 'choose' | 'switch'; label: string };

export interface PlanCardProps {
  plan: PlanDefinition;
  action: PlanCardAction;
  /** The viewer had a trial before: plans with a trial are sold without one (one per player). */
  isTrialUsed?: boolean;
  isPending: boolean;
  /** Another card is leaving for checkout. */
  isDisabled?: boolean;
  onChoose: () => void;
  /** A marketing line under the name (the landing page). */
  tagline?: string;
  /** 'showcase' on the landing page: larger price, the popular card raised. */
  size?: 'showcase' | 'panel';
  testId?: string;
}

/** The line under the price: the trial terms this viewer gets. */
export function getPlanTerms(plan: PlanDefinition, isTrialUsed: boolean): string {
  if (plan.trialDays === 0) return 'One payment, lifetime access. No renewals.';
  return isTrialUsed ? 'Your free trial is used: billed from the first day.' : TRIAL_TEXT;
}

function PlanButton({ plan, action, isPending, isDisabled, onChoose, size }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  const buttonSize = size === 'showcase' ? 'lg' : 'md';
  if (action.kind === 'current' || action.kind === 'included') {
    return (
      <Button
        className="mt-auto w-full"
        size={buttonSize}
        variant="secondary"
        disabled
        aria-describedby={nameId}
      >
        {action.kind === 'current' && <CircleCheck aria-hidden="true" />}
        {action.kind === 'current' ? 'Current Plan' : 'Included with Legend'}
      </Button>
    );
  }
  return (
    <Button
      className="mt-auto w-full"
      size={buttonSize}
      variant={plan.labels.some((label) => label === 'most popular') ? 'primary' : 'secondary'}
      isLoading={isPending}
      disabled={isDisabled}
      aria-describedby={nameId}
      onClick={onChoose}
    >
      {action.label}
    </Button>
  );
}

function PlanLabels({ plan, isCurrent }: { plan: PlanDefinition; isCurrent: boolean }) {
  const savings = getPlanSavingsLabel(plan);
  const offers = plan.labels.filter((label) => label !== 'most popular');
  if (!savings && offers.length === 0 && !isCurrent) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {isCurrent && <Badge variant="gold">Your plan</Badge>}
      {savings && <Badge variant="success">{savings}</Badge>}
      {offers.map((label) => (
        <Badge key={label} variant="destructive">
          <Flame aria-hidden="true" />
          {label}
        </Badge>
      ))}
    </div>
  );
}

export function PlanCard(props: PlanCardProps) {
  const { plan, action, tagline, size = 'panel', isTrialUsed = false } = props;
  const isPopular = plan.labels.some((label) => label === 'most popular');
  const isCurrent = action.kind === 'current';
  const hasTrial = plan.trialDays > 0 && !isTrialUsed;
  const isShowcase = size === 'showcase';
  return (
    <li
      data-testid={props.testId ?? `plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
      className={cn(
        'relative flex flex-col gap-6 rounded-card border p-6 shadow-card',
        isPopular || isCurrent
          ? 'border-gold-400/70 bg-linear-to-b from-felt-700 to-surface'
          : 'border-border bg-linear-to-b from-surface-raised/90 to-surface/90',
        isShowcase &&
          'transition-[border-color,transform] duration-300 motion-safe:hover:-translate-y-1',
        isShowcase && isPopular && 'shadow-glow lg:-my-3 lg:py-9',
        isShowcase && !isPopular && 'hover:border-gold-400/40',
      )}
    >
      {isPopular && (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-3.5 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-primary-fg uppercase shadow-md">
          <Crown aria-hidden="true" className="size-3.5" />
          most popular
        </span>
      )}
      <div className="flex flex-col gap-2">
        <h3 id={`plan-${plan.id}-name`} className="text-2xl font-bold">
          {plan.name}
        </h3>
        <PlanLabels plan={plan} isCurrent={isCurrent} />
        {tagline && <p className="text-sm text-fg-muted">{tagline}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <PlanPrice plan={plan} size={isShowcase ? 'xl' : 'lg'} />
        <p className={cn('text-sm font-medium', hasTrial ? 'text-chip-green' : 'text-fg-muted')}>
          {getPlanTerms(plan, isTrialUsed)}
        </p>
      </div>
      <PlanFeatureList features={plan.features} className={isShowcase ? 'gap-2.5' : undefined} />
      <PlanButton {...props} size={size} />
    </li>
  );
}
