import { getBossBlind, type RunState } from '@jokerwise/game';
import { Skull, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface BossBannerProps {
  run: RunState;
  onSelectBoss: () => void;
}

/** docs/product/workspace.md: the chosen boss blind with its effect and a boss-encounter warning. */
export function BossBanner({ run, onSelectBoss }: BossBannerProps) {
  if (run.bossBlind === null) {
    return (
      <section
        aria-label="Boss blind"
        className="flex flex-col gap-3 rounded-card border border-dashed border-ruby-500/50 bg-ruby-700/10 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-3 text-fg-muted">
          <Skull aria-hidden="true" className="size-5 shrink-0 text-ruby-400" />
          No boss blind chosen for ante {run.ante} yet.
        </p>
        <Button variant="secondary" size="sm" onClick={onSelectBoss}>
          Select Boss Blind
        </Button>
      </section>
    );
  }
  const boss = getBossBlind(run.bossBlind);
  const isBossRound = run.blindType === 'boss';
  return (
    <section
      aria-label="Boss blind"
      data-testid="boss-banner"
      className="relative overflow-hidden rounded-card border border-ruby-500/50 bg-linear-to-r from-ruby-700/35 via-surface/90 to-surface/90 p-4 shadow-card"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-ruby-400/50 bg-ruby-600/25 text-ruby-300">
            <Skull aria-hidden="true" className="size-5.5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <span className="text-[0.7rem] font-bold tracking-[0.14em] text-ruby-300 uppercase">
              Boss Blind · Ante {run.ante}
            </span>
            <h2 className="font-display text-2xl leading-tight font-bold text-fg">{boss.name}</h2>
            <p className="text-sm text-fg-muted">{boss.effect}</p>
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={onSelectBoss}
          className="self-start sm:self-center"
        >
          Change boss
        </Button>
      </div>
      <p
        role="note"
        className="mt-3 flex items-center gap-2 rounded-lg bg-midnight-950/40 px-3 py-2 text-sm font-medium text-gold-200"
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
        {isBossRound
          ? 'Boss encounter this round: build your hands around its effect.'
          : `Boss encounter ahead in round 3: plan your build for ${boss.name}.`}
      </p>
    </section>
  );
}
