import { RUN_ERROR_MESSAGES } from '@jokerwise/contracts';
import {
  addJoker,
  hasFreeJokerSlot,
  JOKERS,
  type JokerEdition,
  type JokerName,
  type RunResult,
  type RunState,
} from '@jokerwise/game';
import { useId, useState } from 'react';
import { useIconUrls } from '../api/get-icon-set';
import { formatMoney } from '../lib/format';
import { RarityBadge } from './rarity-badge';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { getJokerEditionOptions } from '../lib/edition-options';

export interface JokerPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: RunState;
  /** Receives the engine's answer; the caller applies it and closes the picker. */
  onAdd: (result: RunResult<RunState>) => void;
}

/** The searchable Joker picker: rarity, cost and effect; capped by the run's slots (docs/product/workspace.md). */
export function JokerPickerDialog({ open, onOpenChange, run, onAdd }: JokerPickerDialogProps) {
  const [edition, setEdition] = useState<JokerEdition | null>(null);
  const editionId = useId();
  const isFull = !hasFreeJokerSlot(run, edition);
  const icons = useIconUrls(open);
  const items: PickerItem<JokerName>[] = JOKERS.map((joker) => ({
    key: joker.name,
    title: joker.name,
    iconUrl: icons.get(joker.name),
    badges: <RarityBadge rarity={joker.rarity} />,
    meta: formatMoney(joker.cost),
    description: joker.effect,
    keywords: joker.rarity,
    disabledReason: isFull ? RUN_ERROR_MESSAGES.NO_FREE_JOKER_SLOT : null,
  }));
  return (
    <SearchPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a Joker"
      description="Search by name, rarity or effect."
      searchLabel="Search Jokers"
      items={items}
      onPick={(name) => {
        const result = addJoker(run, { name, edition });
        // Each add starts again from no edition, so a Negative pick is not carried onto the
        // next Joker unnoticed.
        if (result.ok) setEdition(null);
        onAdd(result);
      }}
      notice={
        isFull && (
          <p
            role="status"
            className="rounded-lg border border-ruby-500/40 bg-ruby-700/15 px-3 py-2 text-sm text-ruby-300"
          >
            {RUN_ERROR_MESSAGES.NO_FREE_JOKER_SLOT} A Negative Joker still fits: it brings its own
            slot.
          </p>
        )
      }
      toolbar={
        <SelectField
          id={editionId}
          label="Edition"
          value={edition ?? ''}
          onChange={(value) => setEdition(value === '' ? null : value)}
          options={getJokerEditionOptions()}
          className="sm:w-44"
        />
      }
    />
  );
}
