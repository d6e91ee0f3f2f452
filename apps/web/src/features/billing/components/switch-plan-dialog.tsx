import type { PlanDefinition } from '@jokerwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface SwitchPlanDialogProps {
  plan: PlanDefinition | null;
  currentPlanName: string;
  onConfirm: (plan: PlanDefinition) => void;
  onClose: () => void;
}

/** Asks before a running subscription moves to another price (it may charge at once). */
export function SwitchPlanDialog({
  plan,
  currentPlanName,
  onConfirm,
  onClose,
}: SwitchPlanDialogProps) {
  if (!plan) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Switch to ${plan.name}?`}
      description={`Your ${currentPlanName} plan is replaced by ${plan.name} at ${plan.priceDisplay}${plan.periodDisplay}. Any price difference is settled with your payment method now, and you are never billed for both plans.`}
      cancelLabel={`Keep ${currentPlanName}`}
      confirmLabel={`Switch to ${plan.name}`}
      onConfirm={() => onConfirm(plan)}
    />
  );
}
