import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  countUsedConsumableSlots,
  getConsumablesTotalCost,
  removeConsumable,
  type ConsumableType,
} from '@jokerwise/game';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { formatMoney } from '../lib/format';
import { applyRunResult, type DocumentChange } from '../lib/run-actions';
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

/** Active consumables with remove buttons and their total cost (spec 001 §2). */
export function ConsumablesSection({ document, onChange }: ConsumablesSectionProps) {
  const run = document.state;
  return (
    <SectionCard
      title="Consumables"
      count={`${countUsedConsumableSlots(run)} / ${run.consumableSlots}`}
      actions={
        <span className="text-sm text-fg-muted">
          Total cost{' '}
          <span data-testid="consumables-total" className="font-semibold text-gold-300">
            {formatMoney(getConsumablesTotalCost(run))}
          </span>
        </span>
      }
    >
      {run.consumables.length === 0 ? (
        <p className="text-sm text-fg-muted">No consumables held. Buy them in the Shop tab.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Active consumables">
          {run.consumables.map((consumable, index) => (
            <li
              key={`${index}-${consumable.name}`}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface-sunken/60 py-2 pr-2 pl-3"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-fg">{consumable.name}</span>
                <span className={cn('text-xs font-semibold', TYPE_STYLES[consumable.type])}>
                  {consumable.type}
                </span>
              </div>
              <span className="text-sm font-semibold text-gold-300">
                {formatMoney(consumable.price)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="size-8 px-0"
                aria-label={`Remove ${consumable.name}`}
                onClick={() => applyRunResult(document, onChange, removeConsumable(run, index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
