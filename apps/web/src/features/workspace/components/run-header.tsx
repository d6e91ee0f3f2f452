import { getRunEconomy, ROUNDS_PER_ANTE, type RunState } from '@jokerwise/game';
import { ChevronsRight, Hand, Pencil, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { BLIND_LABELS, formatMoney, formatNumber } from '../lib/format';

export interface RunHeaderProps {
  run: RunState;
  onNextRound: () => void;
  onEditMoney: () => void;
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

/** spec 001 §2 "playing": ante and round, target, money and interest, Next Round. */
export function RunHeader({ run, onNextRound, onEditMoney }: RunHeaderProps) {
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
          <Button
            variant="ghost"
            size="sm"
            className="size-8 px-0"
            aria-label="Update money"
            onClick={onEditMoney}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </Stat>
      </div>
      <div className="flex items-stretch gap-3 lg:flex-col lg:justify-center">
        <div className="flex flex-1 items-center gap-3 rounded-xl border border-border/80 bg-surface-sunken/60 px-4 py-2 text-sm text-fg-muted lg:flex-none">
          <Hand aria-hidden="true" className="size-4 text-gold-400" />
          <span>
            <span className="font-semibold text-[#8fb8ff]">{run.hands}</span> hands ·{' '}
            <span className="font-semibold text-ruby-300">{run.discards}</span> discards
          </span>
        </div>
        <Button size="lg" onClick={onNextRound} className="flex-1 lg:flex-none">
          Next Round
          <ChevronsRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
