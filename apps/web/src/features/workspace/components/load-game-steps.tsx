import {
  BLIND_TYPES,
  getLoadGameSummary,
  LOAD_ANTE_MAX,
  LOAD_ANTE_MIN,
  type BlindType,
  type RunState,
} from '@jokerwise/game';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { BLIND_LABELS, formatMoney } from '../lib/format';
import { ChoiceCard } from './choice-card';

const ANTES = Array.from(
  { length: LOAD_ANTE_MAX - LOAD_ANTE_MIN + 1 },
  (_, index) => LOAD_ANTE_MIN + index,
);

export function AnteChoices({
  selected,
  onChoose,
}: {
  selected?: number;
  onChoose: (ante: number) => void;
}) {
  return (
    <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6" aria-label="Antes">
      {ANTES.map((ante) => (
        <li key={ante} className="grid">
          <button
            type="button"
            aria-pressed={ante === selected}
            aria-label={`Ante ${ante}`}
            onClick={() => onChoose(ante)}
            className={cn(
              'flex aspect-[5/6] cursor-pointer flex-col items-center justify-center rounded-xl border bg-linear-to-b from-surface-raised to-surface font-display shadow-card transition-[border-color,transform,box-shadow] hover:-translate-y-0.5 hover:border-gold-400/60 hover:shadow-glow',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              ante === selected ? 'border-gold-400' : 'border-border',
            )}
          >
            <span className="text-[0.65rem] font-bold tracking-[0.14em] text-fg-subtle uppercase">
              Ante
            </span>
            <span className="text-3xl font-bold text-gold-300">{ante}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const ROUND_HINTS: { readonly [B in BlindType]: string } = {
  small: 'Round 1 of the ante.',
  big: 'Round 2 of the ante.',
  boss: 'Round 3: you will pick the boss next.',
};

export function RoundChoices({ onChoose }: { onChoose: (blindType: BlindType) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Rounds">
      {BLIND_TYPES.map((blindType) => (
        <li key={blindType} className="grid">
          <ChoiceCard
            title={BLIND_LABELS[blindType]}
            description={ROUND_HINTS[blindType]}
            onClick={() => onChoose(blindType)}
          />
        </li>
      ))}
    </ul>
  );
}

export interface LoadConfirmProps {
  run: RunState;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/workspace.md: deck, stake, ante, round, money, Jokers out of the slots and the boss. */
export function LoadConfirm({
  run,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: LoadConfirmProps) {
  const summary = getLoadGameSummary(run);
  if (summary === null) return null;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Deck', summary.deck],
    ['Stake', summary.stake],
    ['Ante', String(summary.ante)],
    ['Round', BLIND_LABELS[summary.blindType]],
    ['Money', formatMoney(summary.money)],
    ['Jokers', `${summary.jokerCount} / ${summary.jokerSlots}`],
    ['Boss blind', summary.bossBlind ?? 'None'],
  ];
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <dl
        data-testid="load-summary"
        className="divide-y divide-border/70 overflow-hidden rounded-card border border-border bg-surface/80 shadow-card"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 px-5 py-3">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="lg" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
