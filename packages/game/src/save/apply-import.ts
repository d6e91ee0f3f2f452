// Importing again during a run updates that run in place (issue 22 §5): the save is the truth
// for everything it holds, and the workspace keeps what only it knows, the poker tracker's
// picked cards and whether the secret hands are unlocked for editing.
import type { RunState } from '../run';
import type { SaveImport } from './types';

export function applySaveImport(current: RunState, imported: SaveImport): RunState {
  const tracker = imported.state.tracker;
  return {
    ...imported.state,
    tracker: {
      ...tracker,
      cards: current.tracker.cards,
      secretHandsUnlocked: tracker.secretHandsUnlocked || current.tracker.secretHandsUnlocked,
    },
  };
}
