import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  getJoker,
  getJokerSellValue,
  getJokerSlotUsage,
  hasFreeJokerSlot,
  moveJoker,
  removeJoker,
  sellJoker,
  setJokerEdition,
  setJokerStickers,
  STICKER_NAMES,
  type JokerEdition,
  type JokerEntry,
  type StickerName,
} from '@jokerwise/game';
import { ChevronLeft, ChevronRight, Coins, GripVertical, Plus, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../utils/cn';
import { formatMoney } from '../lib/format';
import {
  applyMove,
  applyRunResult,
  type DocumentChange,
  type RunActionOptions,
} from '../lib/run-actions';
import { JokerPickerDialog } from './joker-picker-dialog';
import { RarityBadge } from './rarity-badge';
import { SectionCard } from './section-card';
import { SelectField } from '../../../components/ui/select-field';
import { getJokerEditionOptions } from '../lib/edition-options';

export interface JokersSectionProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

const EDITION_GLOW: { readonly [E in JokerEdition]: string } = {
  foil: 'border-[#8fb8ff]/60',
  holographic: 'border-ruby-400/60',
  polychrome: 'border-[#d3b0fa]/70',
  negative: 'border-fg/40 bg-midnight-950/80',
};

/**
 * Active Jokers up to the run's slots, each with edition and stickers (docs/product/workspace.md). They
 * score left to right in this order, the calculator's too: drag them or use the move buttons.
 */
export function JokersSection({ document, onChange }: JokersSectionProps) {
  const run = document.state;
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const usage = getJokerSlotUsage(run);
  const apply = (result: Parameters<typeof applyRunResult>[2], options?: RunActionOptions) =>
    applyRunResult(document, onChange, result, options);
  const move = (from: number, to: number) =>
    apply(moveJoker(run, from, to), { action: 'Move Joker' });
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== to) move(dragFrom, to);
    setDragFrom(null);
  };
  return (
    <SectionCard
      title="Jokers"
      count={<span data-testid="joker-count">{`${usage.used} / ${usage.available}`}</span>}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
          <Plus aria-hidden="true" />
          Add Joker
        </Button>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Active Jokers">
        {run.jokers.map((joker, index) => (
          <JokerSlot
            key={`${index}-${joker.name}`}
            joker={joker}
            index={index}
            count={run.jokers.length}
            sellValue={getJokerSellValue(run, joker)}
            isDragged={dragFrom === index}
            onEdition={(edition) => apply(setJokerEdition(run, index, edition))}
            onStickers={(stickers) => apply(setJokerStickers(run, index, stickers))}
            onRemove={() => apply(removeJoker(run, index), { action: 'Remove' })}
            onSell={() =>
              applyMove(document, onChange, sellJoker(run, index), {
                action: 'Sell',
                event: { sale: joker.name },
              })
            }
            onMove={(to) => move(index, to)}
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            onDrop={(event) => drop(event, index)}
          />
        ))}
        {Array.from({ length: usage.remaining }, (_, slot) => (
          <li key={`empty-${slot}`}>
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => setPickerOpen(true)}
              className="flex h-full min-h-28 w-full cursor-pointer items-center justify-center rounded-xl border border-dashed border-border-strong/80 text-sm text-fg-subtle transition-colors hover:border-gold-400/60 hover:text-gold-300"
            >
              Empty slot
            </button>
          </li>
        ))}
      </ul>
      {!hasFreeJokerSlot(run) && (
        <p className="text-xs text-fg-subtle">All slots are taken; a Negative Joker still fits.</p>
      )}
      <JokerPickerDialog
        open={isPickerOpen}
        onOpenChange={setPickerOpen}
        run={run}
        onAdd={(result) => {
          if (apply(result, { action: 'Add' })) setPickerOpen(false);
        }}
      />
    </SectionCard>
  );
}

interface JokerSlotProps {
  joker: JokerEntry;
  index: number;
  count: number;
  sellValue: number;
  isDragged: boolean;
  onEdition: (edition: JokerEdition | null) => void;
  onStickers: (stickers: readonly StickerName[]) => void;
  onRemove: () => void;
  onSell: () => void;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
}

function JokerSlot({
  joker,
  index,
  count,
  sellValue,
  isDragged,
  onEdition,
  onStickers,
  onRemove,
  onSell,
  onMove,
  onDragStart,
  onDragEnd,
  onDrop,
}: JokerSlotProps) {
  const isEternal = joker.stickers.includes('Eternal');
  const info = getJoker(joker.name);
  const toggle = (sticker: StickerName) =>
    onStickers(
      joker.stickers.includes(sticker)
        ? joker.stickers.filter((name) => name !== sticker)
        : [...joker.stickers, sticker],
    );
  return (
    <li
      aria-label={joker.name}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border-2 bg-linear-to-b from-felt-800 to-felt-900 p-3 shadow-card',
        joker.edition ? EDITION_GLOW[joker.edition] : 'border-gold-400/30',
        isDragged && 'opacity-50',
      )}
    >
      <div className="flex items-start justify-between gap-2 pr-8">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-display text-lg leading-tight font-bold text-fg">{joker.name}</span>
          <RarityBadge rarity={info.rarity} className="self-start" />
        </div>
      </div>
      <IconButton
        icon={X}
        label={`Remove ${joker.name}`}
        className="absolute top-2 right-2"
        onClick={onRemove}
      />
      <p className="text-sm leading-snug text-fg-muted">{info.effect}</p>
      <SelectField
        id={`joker-${index}-edition`}
        label={`Edition of ${joker.name}`}
        hideLabel
        value={joker.edition ?? ''}
        onChange={(value) => onEdition(value === '' ? null : value)}
        options={getJokerEditionOptions()}
      />
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Stickers of ${joker.name}`}>
        {STICKER_NAMES.map((sticker) => {
          const isOn = joker.stickers.includes(sticker);
          return (
            <button
              key={sticker}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(sticker)}
              className={cn(
                'cursor-pointer rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                isOn
                  ? 'border-gold-400/70 bg-gold-400/15 text-gold-200'
                  : 'border-border-strong text-fg-subtle hover:text-fg',
              )}
            >
              {sticker}
            </button>
          );
        })}
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <div className="flex items-center">
          <GripVertical aria-hidden="true" className="size-4 cursor-grab text-fg-subtle" />
          <IconButton
            icon={ChevronLeft}
            label={`Move ${joker.name} left`}
            title="Scores earlier"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            icon={ChevronRight}
            label={`Move ${joker.name} right`}
            title="Scores later"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={isEternal}
          title={isEternal ? 'An Eternal Joker cannot be sold.' : undefined}
          aria-label={`Sell ${joker.name} for ${formatMoney(sellValue)}`}
          onClick={onSell}
        >
          <Coins aria-hidden="true" />
          Sell {formatMoney(sellValue)}
        </Button>
      </div>
    </li>
  );
}
