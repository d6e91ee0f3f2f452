// Undo and redo over run states: a pure, bounded history of snapshots. Each entry keeps the
// state before an action and the action's name, so the web can say "Undone: Next Round".
// The run state is a plain JSON object that the functions never mutate, so keeping the
// previous object is a full snapshot.

/** At least 50 steps (the workspace's undo depth); older steps are dropped first. */
export const UNDO_LIMIT = 100;

/** Names of the run actions that can be undone, as the toast shows them. */
export const RUN_ACTION_NAMES = [
  'Next Round',
  'Skip Blind',
  'Tag Used',
  'Select Boss',
  'Buy',
  'Sell',
  'Use',
  'Add',
  'Remove',
  'Reroll',
  'Money Change',
  'Level Change',
  'Hand Played',
  'Discard',
  'Move Joker',
] as const;
export type RunActionName = (typeof RUN_ACTION_NAMES)[number];

export interface UndoEntry<T> {
  readonly action: RunActionName;
  /** The state before the action (on the undo side) or after it (on the redo side). */
  readonly state: T;
}

export interface UndoHistory<T> {
  readonly present: T;
  /** Oldest first; the last entry is undone first. */
  readonly past: readonly UndoEntry<T>[];
  /** The last entry is redone first. */
  readonly future: readonly UndoEntry<T>[];
}

/** What an undo or redo gives back: the history and the toast's text. */
export interface UndoStep<T> {
  readonly history: UndoHistory<T>;
  readonly message: string;
}

export function createUndoHistory<T>(present: T): UndoHistory<T> {
  return { present, past: [], future: [] };
}

/** Records an action that turned `present` into `next`; the redo side is cleared. */
export function recordAction<T>(
  history: UndoHistory<T>,
  action: RunActionName,
  next: T,
  limit: number = UNDO_LIMIT,
): UndoHistory<T> {
  const past = [...history.past, { action, state: history.present }];
  return { present: next, past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

export function canUndo<T>(history: UndoHistory<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: UndoHistory<T>): boolean {
  return history.future.length > 0;
}

/** Null when there is nothing to undo. */
export function undo<T>(history: UndoHistory<T>): UndoStep<T> | null {
  const last = history.past.at(-1);
  if (last === undefined) return null;
  return {
    history: {
      present: last.state,
      past: history.past.slice(0, -1),
      future: [...history.future, { action: last.action, state: history.present }],
    },
    message: `Undone: ${last.action}`,
  };
}

/** Null when there is nothing to redo. */
export function redo<T>(history: UndoHistory<T>): UndoStep<T> | null {
  const next = history.future.at(-1);
  if (next === undefined) return null;
  return {
    history: {
      present: next.state,
      past: [...history.past, { action: next.action, state: history.present }],
      future: history.future.slice(0, -1),
    },
    message: `Redone: ${next.action}`,
  };
}
