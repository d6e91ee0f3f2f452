import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  countUsedConsumableSlots,
  getConsumableSellValue,
  getConsumablesTotalCost,
  getPackContentType,
  isBoosterPackName,
  openBoosterPack,
  removeConsumable,
  sellConsumable,
  useConsumable as consumeCard,
  type BoosterPackName,
  type Consumable,
  type ConsumableType,
} from '@jokerwise/game';
import { Coins, Plus, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../utils/cn';
import { formatMoney } from '../lib/format';
import { applyMove, applyRunResult, type DocumentChange } from '../lib/run-actions';
import { ConsumablePickerDialog } from './consumable-picker-dialog';
import { OpenPackDialog } from './open-pack-dialog';
import { SectionCard } from './section-card';

export interface ConsumablesSectionProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

const TYPE_STYLES: { readonly [T in ConsumableType]: string } = {
  Tarot: 'text-[#d3b0fa]',
  Planet: 'text-[#8fb8ff]',
  Spectral: 'text-chip-green',
  'Booster Pack': 'text-gold-300',
};

/**
 * Active consumables with their total cost (docs/product/workspace.md): each can be used (a Planet levels
 * its hand), sold for the engine's sell value or removed; one gained for free can be added.
 */
export function ConsumablesSection({ document, onChange }: ConsumablesSectionProps) {
  const run = document.state;
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [opening, setOpening] = useState<{ index: number; pack: BoosterPackName } | null>(null);
  const openPack = (index: number, picks: readonly string[]) =>
    applyMove(document, onChange, openBoosterPack(run, index, picks), { action: 'Use' });
  // A pack of cards the run tracks asks what was taken; a Standard Pack just opens.
  const use = (consumable: Consumable, index: number) => {
    if (!isBoosterPackName(consumable.name)) {
      applyMove(document, onChange, consumeCard(run, index), { action: 'Use' });
    } else if (getPackContentType(consumable.name) === null) {
      openPack(index, []);
    } else {
      setOpening({ index, pack: consumable.name });
    }
  };
  return (
    <SectionCard
      title="Consumables"
      count={`${countUsedConsumableSlots(run)} / ${run.consumableSlots}`}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-fg-muted">
            Total cost{' '}
            <span data-testid="consumables-total" className="font-semibold text-gold-300">
              {formatMoney(getConsumablesTotalCost(run))}
            </span>
          </span>
          <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      }
    >
      {run.consumables.length === 0 ? (
        <p className="text-sm text-fg-muted">
          No consumables held. Buy them in the Shop tab, or add one you got for free.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Active consumables">
          {run.consumables.map((consumable, index) => (
            <ConsumableRow
              key={`${index}-${consumable.name}`}
              consumable={consumable}
              sellValue={
                consumable.type === 'Booster Pack' ? null : getConsumableSellValue(run, consumable)
              }
              onUse={() => use(consumable, index)}
              onSell={() =>
                applyMove(document, onChange, sellConsumable(run, index), {
                  action: 'Sell',
                  event: { sale: consumable.name },
                })
              }
              onRemove={() =>
                applyRunResult(document, onChange, removeConsumable(run, index), {
                  action: 'Remove',
                })
              }
            />
          ))}
        </ul>
      )}
      <OpenPackDialog
        pack={opening?.pack ?? null}
        onOpenChange={(open) => !open && setOpening(null)}
        onOpen={(picks) => {
          if (opening !== null) openPack(opening.index, picks);
          setOpening(null);
        }}
      />
      <ConsumablePickerDialog
        open={isPickerOpen}
        onOpenChange={setPickerOpen}
        run={run}
        onAdd={(result) => {
          if (applyMove(document, onChange, result, { action: 'Add' })) setPickerOpen(false);
        }}
      />
    </SectionCard>
  );
}

interface ConsumableRowProps {
  consumable: Consumable;
  /** Null for a Booster Pack: it is opened at once, never sold. */
  sellValue: number | null;
  onUse: () => void;
  onSell: () => void;
  onRemove: () => void;
}

function ConsumableRow({ consumable, sellValue, onUse, onSell, onRemove }: ConsumableRowProps) {
  const useLabel = consumable.type === 'Booster Pack' ? 'Open' : 'Use';
  return (
    <li
      aria-label={consumable.name}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-sunken/60 py-2 pr-2 pl-3"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-fg">{consumable.name}</span>
        <span className={cn('text-xs font-semibold', TYPE_STYLES[consumable.type])}>
          {consumable.type} · paid {formatMoney(consumable.price)}
        </span>
      </div>
      <div className="flex items-center gap-1.5">
        <Button size="sm" onClick={onUse} aria-label={`${useLabel} ${consumable.name}`}>
          <Sparkles aria-hidden="true" />
          {useLabel}
        </Button>
        {sellValue !== null && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onSell}
            aria-label={`Sell ${consumable.name} for ${formatMoney(sellValue)}`}
          >
            <Coins aria-hidden="true" />
            {formatMoney(sellValue)}
          </Button>
        )}
        <IconButton icon={X} label={`Remove ${consumable.name}`} onClick={onRemove} />
      </div>
    </li>
  );
}
