import { getRunErrorMessage, type WorkspaceDocument } from '@jokerwise/contracts';
import {
  noteRoundEvent,
  POKER_HAND_NAMES,
  type MoveOutcome,
  type RoundEvent,
  type RunActionName,
  type RunResult,
  type RunState,
} from '@jokerwise/game';
import { toast } from '../../../components/ui/toast';
import { withRunState } from './document';

/** A change that replaces the run (New Game, a loaded game): the old run's undo steps go. */
export const NEW_RUN = 'New Run';

/**
 * A document change. A run action names itself so it can be undone ('Undone: Next Round');
 * edits without a name (a Joker's edition, a shop item's price) are not undo steps.
 */
export type DocumentChange = (
  next: WorkspaceDocument,
  action?: RunActionName | typeof NEW_RUN,
) => void;

export interface RunActionOptions {
  readonly action: RunActionName;
  /** What was bought or sold, for the run's history; level-ups are read from the states. */
  readonly event?: RoundEvent;
  /** The line the run log shows, e.g. "Used Jupiter: Flush to level 2". */
  readonly log?: string;
}

function commit(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  state: RunState,
  options: RunActionOptions | undefined,
): void {
  if (options === undefined) {
    onChange(withRunState(document, state));
    return;
  }
  // Next Round and Skip Blind close the round themselves (packages/game round-log.ts).
  const isRoundEnd = options.action === 'Next Round' || options.action === 'Skip Blind';
  const next = isRoundEnd ? state : noteRoundEvent(document.state, state, options.event);
  onChange(withRunState(document, next), options.action);
  if (options.log !== undefined) toast({ title: options.log });
}

/**
 * Applies an engine result to the document. A refused step shows the engine's message; the UI
 * disables most refused actions up front, so this is the fallback, never the main path.
 */
export function applyRunResult(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  result: RunResult<RunState>,
  options?: RunActionOptions,
): boolean {
  if (result.ok) {
    commit(document, onChange, result.value, options);
    return true;
  }
  toast({ title: getRunErrorMessage(result.code), variant: 'destructive' });
  return false;
}

/** A move of the run (skip, sell, use, gain): applied like a result, its log line toasted. */
export function applyMove(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  result: RunResult<MoveOutcome>,
  options: Omit<RunActionOptions, 'log'>,
): boolean {
  if (!result.ok) return applyRunResult(document, onChange, result, options);
  commit(document, onChange, result.value.run, { ...options, log: result.value.log });
  return true;
}

export function applyRunState(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  state: RunState,
  options?: RunActionOptions,
): void {
  commit(document, onChange, state, options);
}

function withoutLevels(run: RunState): string {
  return JSON.stringify({ ...run, tracker: { ...run.tracker, handLevels: null } });
}

/** Only hand levels changed: an edit in the Poker Hands tab, not an import or an undo. */
function isLevelEdit(before: RunState, after: RunState): boolean {
  const [was, now] = [before.tracker.handLevels, after.tracker.handLevels];
  return (
    POKER_HAND_NAMES.some((hand) => was[hand] !== now[hand]) &&
    withoutLevels(before) === withoutLevels(after)
  );
}

/**
 * The Poker Hands tab changes levels without naming the action; a level edit is still a run
 * action, so it becomes a 'Level Change' step with its level-ups in the run's history.
 */
export function nameLevelChange(
  before: WorkspaceDocument,
  next: WorkspaceDocument,
): { readonly document: WorkspaceDocument; readonly action?: RunActionName } {
  if (!isLevelEdit(before.state, next.state)) return { document: next };
  return {
    document: withRunState(next, noteRoundEvent(before.state, next.state)),
    action: 'Level Change',
  };
}
