import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  createInitialRunState,
  startNewGame,
  type RunState,
  type TrackerState,
} from '@jokerwise/game';

/*
 * The engine's RunState is the readonly view of the shape the contracts schema infers (the
 * schema `satisfies` it), so only the readonly modifiers differ between the two.
 */
export function withRunState(document: WorkspaceDocument, state: RunState): WorkspaceDocument {
  return { ...document, state: state as WorkspaceDocument['state'] };
}

/** A document before any save: the wizard's initial stage, with the tracker kept this session. */
export function createInitialDocument(tracker: TrackerState | null = null): WorkspaceDocument {
  const state = createInitialRunState();
  return withRunState(
    { state: {} as WorkspaceDocument['state'], hand: [] },
    {
      ...state,
      tracker: tracker ?? state.tracker,
    },
  );
}

/**
 * Confirm New Game: everything of the old run goes, the calculator's hand and the history too
 * (docs/product/workspace.md), and a new game id gives the coach a fresh chat.
 */
export function createNewGameDocument(): WorkspaceDocument {
  return withRunState(
    { state: {} as WorkspaceDocument['state'], hand: [], gameId: crypto.randomUUID() },
    startNewGame(),
  );
}
