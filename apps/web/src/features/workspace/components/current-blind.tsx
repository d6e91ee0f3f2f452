import {
  getBlindStatus,
  MR_BONES_SAVE_SHARE,
  parseInteger,
  type BlindOutcome,
  type RunState,
  type TagName,
} from '@jokerwise/game';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { BLIND_LABELS, formatNumber } from '../lib/format';
import { HeldTags } from './held-tags';
import { OfferedTag } from './offered-tag';

/** What to do once the blind is settled; nothing while it is in play. */
const OUTCOME_TEXT: Record<Exclude<BlindOutcome, 'in-play'>, string> = {
  beaten: 'Blind beaten: the game ends the round here. Press Next Round to cash out.',
  saved: `Out of hands, but Mr. Bones saves the round (you scored at least ${MR_BONES_SAVE_SHARE * 100}% of the target) and is destroyed. Press Next Round.`,
  lost: 'Out of hands below the target: in the game the run ends here. If a score was entered wrong, Undo it.',
};

export interface CurrentBlindProps {
  run: RunState;
  onHandPlayed: (score: number) => void;
  onDiscard: () => void;
  onSpendTag: (index: number) => void;
  onOfferTag: (tag: TagName | null) => void;
}

/**
 * The blind being played: hands, discards and hand size left with the boss applied, and the
 * score so far against the target (packages/game blind-status), the Tag skipping it gives
 * (offered-tag.tsx), and the Tags taken by skipping that wait for their moment. The calculator
 * and the coach read the same numbers.
 */
export function CurrentBlind({
  run,
  onHandPlayed,
  onDiscard,
  onSpendTag,
  onOfferTag,
}: CurrentBlindProps) {
  const status = getBlindStatus(run);
  const isSettled = status.outcome !== 'in-play';
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scoreId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseInteger(score);
    if (value === null || value < 0) {
      setError('Enter the score the hand made.');
      return;
    }
    setError(null);
    setScore('');
    onHandPlayed(value);
  };

  return (
    <section
      aria-label="Current blind"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface/90 p-3 shadow-card sm:p-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-[0.7rem] font-bold tracking-[0.14em] text-fg-subtle uppercase">
          {BLIND_LABELS[run.blindType]} · score so far
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2 text-fg">
          <span data-testid="blind-score" className="font-display text-2xl font-bold tabular-nums">
            {formatNumber(status.score)}
          </span>
          <span className="text-sm text-fg-muted">
            of {formatNumber(status.target)}
            {status.remaining > 0 ? ` · ${formatNumber(status.remaining)} to go` : ' · beaten'}
          </span>
        </p>
        <p className="text-sm text-fg-muted" data-testid="blind-status">
          {status.hands} hands · {status.discards} discards · hand size {status.handSize}
          {status.boss && <span className="text-ruby-300"> · {status.boss} applied</span>}
        </p>
        {status.outcome !== 'in-play' && (
          <p
            role="status"
            data-testid="blind-outcome"
            className={
              status.outcome === 'lost' ? 'text-sm text-ruby-300' : 'text-sm text-gold-200'
            }
          >
            {OUTCOME_TEXT[status.outcome]}
          </p>
        )}
        <OfferedTag run={run} onOffer={onOfferTag} />
        <HeldTags tags={run.tags ?? []} onSpend={onSpendTag} />
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
      >
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={scoreId} className="text-xs text-fg-muted">
            Hand score
          </Label>
          <Input
            id={scoreId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={score}
            disabled={isSettled}
            placeholder="e.g. 420"
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : errorId}
            onChange={(event) => {
              setScore(event.target.value);
              setError(null);
            }}
            className="h-10 lg:w-32"
          />
        </div>
        <Button type="submit" size="sm" className="h-10" disabled={isSettled}>
          Hand played
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="h-10"
          disabled={isSettled || status.discards === 0}
          onClick={onDiscard}
        >
          Discard
        </Button>
        {error && (
          <p id={errorId} role="alert" className="col-span-2 text-sm text-ruby-300 sm:col-span-3">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
