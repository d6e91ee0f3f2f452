// Importing again during a run updates that run in place: the save is the truth
// for everything it holds, and the workspace keeps what only it knows, the poker tracker's
// picked cards, whether the secret hands are unlocked for editing, and the run's history,
// which gains an 'Imported from save' entry.
import { recordSaveImport } from '../run/history-timeline';
import type { RunState } from '../run/types';
import type { SaveImport } from './types';

export function applySaveImport(current: RunState, imported: SaveImport): RunState {
  const tracker = imported.state.tracker;
  return recordSaveImport(current, {
    ...imported.state,
    tracker: {
      ...tracker,
      cards: current.tracker.cards,
      secretHandsUnlocked: tracker.secretHandsUnlocked || current.tracker.secretHandsUnlocked,
    },
  });
}
