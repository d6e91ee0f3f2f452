import type { PlanDefinition } from '@jokerwise/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

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
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {plan && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Switch to {plan.name}?</DialogTitle>
            <DialogDescription>
              Your {currentPlanName} plan is replaced by {plan.name} at {plan.priceDisplay}
              {plan.periodDisplay}. Any price difference is settled with your payment method now,
              and you are never billed for both plans.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Keep {currentPlanName}</Button>
            </DialogClose>
            <Button onClick={() => onConfirm(plan)}>Switch to {plan.name}</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
