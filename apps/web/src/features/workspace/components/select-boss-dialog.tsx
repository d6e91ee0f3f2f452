import { RUN_TEXTS } from '@jokerwise/contracts';
import type { BossBlindName } from '@jokerwise/game';
import { TitledDialog } from '../../../components/ui/titled-dialog';
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
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Select Boss Blind"
      description={`${RUN_TEXTS.selectBoss} (ante ${ante}).`}
      className="sm:max-w-3xl"
    >
      <BossChoices ante={ante} selected={selected} onChoose={onSelect} />
    </TitledDialog>
  );
}
