import { RUN_ERROR_MESSAGES } from '@jokerwise/contracts';
import {
  gainConsumable,
  hasFreeConsumableSlot,
  PLANETS,
  SPECTRALS,
  TAROTS,
  type ConsumableName,
  type ConsumableType,
  type MoveOutcome,
  type RunResult,
  type RunState,
} from '@jokerwise/game';
import { Badge } from '../../../components/ui/badge';
import { useIconUrls } from '../api/get-icon-set';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

export interface ConsumablePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: RunState;
  onAdd: (result: RunResult<MoveOutcome>) => void;
}

interface Entry {
  readonly name: ConsumableName;
  readonly type: Exclude<ConsumableType, 'Booster Pack'>;
  readonly description: string;
}

const ENTRIES: readonly Entry[] = [
  ...TAROTS.map((tarot) => ({
    name: tarot.name,
    type: 'Tarot' as const,
    description: tarot.effect,
  })),
  ...PLANETS.map((planet) => ({
    name: planet.name,
    type: 'Planet' as const,
    description: `Levels up ${planet.levelsUp}.`,
  })),
  ...SPECTRALS.map((spectral) => ({
    name: spectral.name,
    type: 'Spectral' as const,
    description: spectral.effect,
  })),
];

/**
 * A consumable gained without buying it: from a pack, a Blue or Purple Seal, Cartomancer
 * (packages/game moves.ts gainConsumable). It takes a slot like a bought one.
 */
export function ConsumablePickerDialog({
  open,
  onOpenChange,
  run,
  onAdd,
}: ConsumablePickerDialogProps) {
  const icons = useIconUrls(open);
  const items: PickerItem<ConsumableName>[] = ENTRIES.map((entry) => ({
    key: entry.name,
    title: entry.name,
    iconUrl: icons.get(entry.name),
    badges: <Badge variant="info">{entry.type}</Badge>,
    description: entry.description,
    keywords: entry.type,
    disabledReason: hasFreeConsumableSlot(run, entry.type)
      ? null
      : RUN_ERROR_MESSAGES.NO_FREE_CONSUMABLE_SLOT,
  }));
  return (
    <SearchPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a consumable"
      description="One you got without buying it: from a pack, a seal or Cartomancer. Search by name, type or effect."
      searchLabel="Search consumables"
      items={items}
      onPick={(name) => onAdd(gainConsumable(run, name))}
    />
  );
}
