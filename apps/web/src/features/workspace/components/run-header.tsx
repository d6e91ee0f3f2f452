import { getBlindStatus, getRunEconomy, ROUNDS_PER_ANTE, type RunState } from '@jokerwise/game';
import { ChevronsRight, FastForward, Hand, Pencil, Redo2, Target, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../utils/cn';
import { BLIND_LABELS, formatMoney, formatNumber } from '../lib/format';

/** Undo and redo of run actions, with the action each would take back or redo. */
export interface RunHeaderUndo {
  readonly undo: () => void;
  readonly redo: () => void;
  readonly undoLabel: string | null;
  readonly redoLabel: string | null;
}

export interface RunHeaderProps {
  run: RunState;
  onNextRound: () => void;
  onSkipBlind: () => void;
  onEditMoney: () => void;
  undo: RunHeaderUndo;
}

function Stat({
  label,
  value,
  detail,
  tone = 'default',
  testId,
  children,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  tone?: 'default' | 'chips' | 'money';
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-border/80 bg-surface-sunken/60 px-4 py-3">
      <span className="text-[0.7rem] font-bold tracking-[0.14em] text-fg-subtle uppercase">
        {label}
      </span>
      <span className="flex items-center justify-between gap-2">
        <span
          data-testid={testId}
          className={cn(
            'truncate font-display text-2xl leading-none font-bold tabular-nums sm:text-3xl',
            tone === 'chips' && 'text-[#8fb8ff]',
            tone === 'money' && 'text-gold-300',
            tone === 'default' && 'text-fg',
          )}
        >
          {value}
        </span>
        {children}
      </span>
      {detail && <span className="text-xs leading-snug text-fg-muted">{detail}</span>}
    </div>
  );
}

function interestDetail(run: RunState): string {
  const economy = getRunEconomy(run);
  const interest = `+${formatMoney(economy.interestPerRound)} interest`;
  if (economy.moneyNeededForNextInterest !== null) {
    return `${interest} · ${formatMoney(economy.moneyNeededForNextInterest)} to next step`;
  }
  return economy.interestPerRound > 0 ? `${interest} · capped` : 'No interest on this run';
}

/** docs/product/landing.md "playing": ante and round, target, money and interest, Next Round. */
export function RunHeader({ run, onNextRound, onSkipBlind, onEditMoney, undo }: RunHeaderProps) {
  const status = getBlindStatus(run);
  return (
    <section
      aria-label="Run status"
      className="grid gap-3 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-3 shadow-card sm:p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="grid grid-cols-2 gap-3 lg:col-span-4 lg:grid-cols-4">
        <Stat label="Ante" value={String(run.ante)} testId="run-ante" detail={run.deck} />
        <Stat
          label="Round"
          value={`${run.round} / ${ROUNDS_PER_ANTE}`}
          testId="run-round"
          detail={<span data-testid="run-blind">{BLIND_LABELS[run.blindType]}</span>}
        />
        <Stat
          label="Target score"
          value={formatNumber(run.targetScore)}
          tone="chips"
          testId="run-target"
          detail={
            <span className="inline-flex items-center gap-1">
              <Target aria-hidden="true" className="size-3" />
              {run.stake}
            </span>
          }
        />
        <Stat
          label="Money"
          value={formatMoney(run.money)}
          tone="money"
          testId="run-money"
          detail={<span data-testid="run-interest">{interestDetail(run)}</span>}
        >
          <IconButton icon={Pencil} label="Update money" onClick={onEditMoney} />
        </Stat>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] lg:grid-cols-2 lg:content-center">
        <div
          data-testid="run-blind-counters"
          className="col-span-2 flex items-center gap-3 rounded-xl border border-border/80 bg-surface-sunken/60 px-4 py-2 text-sm text-fg-muted sm:col-span-1 lg:col-span-2"
        >
          <Hand aria-hidden="true" className="size-4 text-gold-400" />
          <span>
            <span className="font-semibold text-[#8fb8ff]">{status.hands}</span> hands ·{' '}
            <span className="font-semibold text-ruby-300">{status.discards}</span> discards
          </span>
        </div>
        <Button size="lg" onClick={onNextRound}>
          Next Round
          <ChevronsRight aria-hidden="true" />
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={onSkipBlind}
          disabled={run.blindType === 'boss'}
          title={run.blindType === 'boss' ? 'A Boss Blind cannot be skipped.' : undefined}
        >
          <FastForward aria-hidden="true" />
          Skip Blind
        </Button>
        <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-3 lg:col-span-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={undo.undo}
            disabled={undo.undoLabel === null}
            title={undo.undoLabel === null ? 'Nothing to undo' : `Undo ${undo.undoLabel} (Ctrl+Z)`}
          >
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={undo.redo}
            disabled={undo.redoLabel === null}
            title={
              undo.redoLabel === null ? 'Nothing to redo' : `Redo ${undo.redoLabel} (Ctrl+Shift+Z)`
            }
          >
            <Redo2 aria-hidden="true" />
            Redo
          </Button>
        </div>
      </div>
    </section>
  );
}
