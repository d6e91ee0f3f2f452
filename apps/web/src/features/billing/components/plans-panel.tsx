import { PLANS, type PlanDefinition, type SubscriptionInfo } from '@jokerwise/contracts';
import { useState } from 'react';
import { usePlanCheckout } from '../hooks/use-plan-checkout';
import { isCurrentPlan, isLifetimePlan } from '../lib/subscription-display';
import { PlanCard, type PlanCardAction } from '../../../components/plans/plan-card';
import { SwitchPlanDialog } from './switch-plan-dialog';

/** What a card's button does for this player. */
export function getPlanCardAction(plan: PlanDefinition, info: SubscriptionInfo): PlanCardAction {
  if (isCurrentPlan(plan.id, info)) return { kind: 'current' };
  if (isLifetimePlan(info)) return { kind: 'included' };
  if (plan.period === 'lifetime') return { kind: 'choose', label: 'Get lifetime access' };
  if (info.hasSubscription) return { kind: 'switch', label: `Switch to ${plan.name}` };
  // One trial per player: after a trial the plan is sold without one.
  if (plan.trialDays > 0 && !info.trialEndDate)
    return { kind: 'choose', label: 'Start free trial' };
  return { kind: 'choose', label: `Subscribe to ${plan.name}` };
}

/** The Plans tab of docs/product/billing.md: one card per plan. */
export function PlansPanel({ info }: { info: SubscriptionInfo }) {
  const { choose, pendingPlan } = usePlanCheckout();
  const [switchingTo, setSwitchingTo] = useState<PlanDefinition | null>(null);
  const handleChoose = (plan: PlanDefinition, action: PlanCardAction) => {
    if (action.kind === 'switch') setSwitchingTo(plan);
    else choose(plan.id);
  };
  return (
    <div className="flex flex-col gap-4">
      {info.hasSubscription && !isLifetimePlan(info) && (
        <p className="text-sm text-fg-muted">
          Switching replaces your current plan: you are never billed for two plans at once. Legend
          ends your subscription when you buy it.
        </p>
      )}
      <ul className="grid items-stretch gap-5 lg:grid-cols-3" aria-label="Plans">
        {PLANS.map((plan) => {
          const action = getPlanCardAction(plan, info);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={action}
              isTrialUsed={info.trialEndDate !== null}
              isPending={pendingPlan === plan.id}
              isDisabled={pendingPlan !== null && pendingPlan !== plan.id}
              onChoose={() => handleChoose(plan, action)}
            />
          );
        })}
      </ul>
      <SwitchPlanDialog
        plan={switchingTo}
        currentPlanName={info.planName}
        onClose={() => setSwitchingTo(null)}
        onConfirm={(plan) => {
          setSwitchingTo(null);
          choose(plan.id);
        }}
      />
    </div>
  );
}
