import { LUCK_MODES, type LuckMode, type ScoreResult } from '@jokerwise/game';
import { SelectField, toOptions } from '../../../../components/ui/select-field';
import { cn } from '../../../../utils/cn';
import { formatNumber } from '../lib/format';
import { describeLogEffect } from '../lib/log-entry';

const LUCK_LABELS: Readonly<Record<LuckMode, string>> = {
  none: 'Unlucky (no chance effects)',
  average: 'Average',
  all: 'Lucky (every chance hits)',
};

interface ScorePanelProps {
  result: ScoreResult | null;
  target: number;
  /** Unknown until the boss is chosen. */
  beatsBlind: boolean | undefined;
  luck: LuckMode;
  onLuckChange: (luck: LuckMode) => void;
}

function ScoreLog({ result }: { result: ScoreResult }) {
  return (
    <details className="group rounded-xl border border-border bg-surface-sunken/40" open>
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-fg focus-visible:outline-2 focus-visible:outline-ring">
        Step log ({result.log.length} steps)
      </summary>
      <ol
        className="max-h-72 overflow-y-auto border-t border-border/70 px-2 py-1 text-sm"
        data-testid="score-log"
      >
        {result.log.map((entry, index) => (
          <li
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-lg px-2 py-1.5 odd:bg-white/3"
          >
            <span className="min-w-0 truncate text-fg">
              {entry.source} <span className="text-fg-muted">{describeLogEffect(entry)}</span>
            </span>
            <span className="text-right text-xs text-fg-muted tabular-nums">
              <span className="text-chip-blue">{formatNumber(entry.chips)}</span> ×{' '}
              <span className="text-ruby-300">{formatNumber(entry.mult)}</span>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

const CHIPS_TILE = 'min-w-16 rounded-lg bg-chip-blue/90 px-3 py-1 text-right text-white';
const MULT_TILE = 'min-w-16 rounded-lg bg-ruby-500 px-3 py-1 text-white';

/** One term of chips × mult = score; 0 before cards are picked. */
function Figure({ label, value, className }: { label: string; value?: number; className: string }) {
  return (
    <span
      className={className}
      data-testid={`calculator-${label.toLowerCase()}`}
      aria-label={label}
    >
      {formatNumber(value ?? 0)}
    </span>
  );
}

function Sign({ sign, className }: { sign: string; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {sign}
    </span>
  );
}

/** chips × mult = score against the blind's target, all from the engine's result. */
export function ScorePanel({ result, target, beatsBlind, luck, onLuckChange }: ScorePanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-xl border border-border bg-surface-sunken/60 p-4" aria-live="polite">
        <div className="flex min-h-7 flex-wrap items-baseline justify-between gap-2">
          <span
            className="font-display text-lg font-bold text-gold-200"
            data-testid="calculator-hand"
          >
            {result ? result.hand : 'Pick cards to play'}
          </span>
          {result?.notAllowed && (
            <span className="text-sm font-semibold text-ruby-300">{result.notAllowed}</span>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2 font-display text-2xl font-bold tabular-nums">
          <Figure label="Chips" value={result?.chips} className={CHIPS_TILE} />
          <Sign sign="×" className="text-ruby-300" />
          <Figure label="Mult" value={result?.mult} className={MULT_TILE} />
          <Sign sign="=" className="text-fg-muted" />
          <Figure label="Score" value={result?.score} className="text-gold-200" />
        </div>
        <p className={cn('mt-2 text-sm', beatsBlind ? 'text-chip-green' : 'text-fg-muted')}>
          Blind target{' '}
          <span className="font-semibold text-fg tabular-nums" data-testid="calculator-target">
            {formatNumber(target)}
          </span>
          {result &&
            beatsBlind !== undefined &&
            (beatsBlind ? ' · beats the blind' : ' · short of the blind')}
        </p>
      </div>
      <SelectField
        label="Chance effects"
        value={luck}
        options={toOptions(LUCK_MODES, (value) => LUCK_LABELS[value])}
        onChange={onLuckChange}
      />
      {result && <ScoreLog result={result} />}
    </div>
  );
}
