import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  POKER_HAND_NAMES,
  POKER_HANDS,
  canDecrementHandLevel,
  canEditHandLevel,
  canIncrementHandLevel,
  decrementHandLevel,
  getHandLevelValues,
  incrementHandLevel,
  setHandLevel,
  toggleSecretHands,
  type PokerHandName,
  type RunResult,
  type RunState,
} from '@jokerwise/game';
import { Lock, LockOpen, Minus, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { withRunState } from '../lib/document';
import { cn } from '../../../../utils/cn';
import { HandLevelInput } from './hand-level-input';
import { SectionCard } from './section-card';

interface HandLevelsProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
}

function HandLevelRow({
  state,
  hand,
  onStep,
}: {
  state: RunState;
  hand: PokerHandName;
  onStep: (step: (run: RunState, hand: PokerHandName) => RunResult<RunState>) => void;
}) {
  const level = state.tracker.handLevels[hand];
  const values = getHandLevelValues(hand, level);
  const isLocked = !canEditHandLevel(state, hand);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface-sunken/60 px-3 py-2 sm:gap-3',
        isLocked && 'opacity-60',
      )}
      data-testid={`hand-level-${hand}`}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5 text-sm font-semibold text-fg sm:text-base">
          {isLocked && <Lock aria-label="Locked" className="size-3.5 shrink-0 text-fg-subtle" />}
          {hand}
        </span>
        <span className="text-xs text-fg-muted tabular-nums">
          <span className="text-chip-blue">{values.chips}</span> ×{' '}
          <span className="text-ruby-300">{values.mult}</span>
        </span>
      </div>
      <Button
        variant="secondary"
        size="icon"
        className="size-9"
        aria-label={`Decrease ${hand} level`}
        disabled={!canDecrementHandLevel(state, hand)}
        onClick={() => onStep(decrementHandLevel)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <HandLevelInput
        hand={hand}
        level={level}
        isLocked={isLocked}
        onSet={(typed) => onStep((run) => setHandLevel(run, hand, typed))}
      />
      <Button
        variant="secondary"
        size="icon"
        className="size-9"
        aria-label={`Increase ${hand} level`}
        disabled={!canIncrementHandLevel(state, hand)}
        onClick={() => onStep(incrementHandLevel)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Hand levels 1–50; secret hands are read-only until unlocked (docs/product/workspace.md "Poker tracker"). */
export function HandLevels({ document, onChange }: HandLevelsProps) {
  const { state } = document;
  const unlocked = state.tracker.secretHandsUnlocked;
  const regular = POKER_HAND_NAMES.filter((hand) => !POKER_HANDS[hand].secret);
  const secret = POKER_HAND_NAMES.filter((hand) => POKER_HANDS[hand].secret);
  const step =
    (hand: PokerHandName) =>
    (change: (run: RunState, hand: PokerHandName) => RunResult<RunState>) => {
      const next = change(state, hand);
      if (next.ok) onChange(withRunState(document, next.value));
    };
  return (
    <SectionCard title="Hand levels" description="Chips × Mult of each poker hand at its level.">
      <ul className="flex flex-col gap-2">
        {regular.map((hand) => (
          <HandLevelRow key={hand} state={state} hand={hand} onStep={step(hand)} />
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold tracking-wider text-fg-subtle uppercase">
          Secret hands
        </h4>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={unlocked}
          onClick={() => onChange(withRunState(document, toggleSecretHands(state)))}
        >
          {unlocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {unlocked ? 'Lock secret hands' : 'Unlock secret hands'}
        </Button>
      </div>
      <ul className="mt-2 flex flex-col gap-2">
        {secret.map((hand) => (
          <HandLevelRow key={hand} state={state} hand={hand} onStep={step(hand)} />
        ))}
      </ul>
    </SectionCard>
  );
}
