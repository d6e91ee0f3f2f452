import { RUN_TEXTS } from '@jokerwise/contracts';
import type { BossBlindName } from '@jokerwise/game';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { BossChoices } from './setup-steps';

export interface SelectBossDialogProps {
  open: boolean;
  ante: number;
  selected: BossBlindName | null;
  onOpenChange: (open: boolean) => void;
  onSelect: (boss: BossBlindName) => void;
}

/** docs/product/workspace.md "Select Boss Blind for the current ante", shown only while playing. */
export function SelectBossDialog({
  open,
  ante,
  selected,
  onOpenChange,
  onSelect,
}: SelectBossDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Select Boss Blind</DialogTitle>
          <DialogDescription>
            {RUN_TEXTS.selectBoss} (ante {ante}).
          </DialogDescription>
        </DialogHeader>
        <BossChoices ante={ante} selected={selected} onChoose={onSelect} />
      </DialogContent>
    </Dialog>
  );
}
