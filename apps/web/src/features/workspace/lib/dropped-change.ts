// The local change another device's save replaced (ADR 011): kept with the run it
// was based on, so it can be named and put back on top of the newer run.
import type { WorkspaceDocument } from '@jokerwise/contracts';
import { describeRunChanges, reapplyRunChanges } from '@jokerwise/game';
import { withRunState } from './document';

export interface DroppedChange {
  /** The run the change was made on; null when this device had not saved it yet. */
  readonly base: WorkspaceDocument | null;
  readonly mine: WorkspaceDocument;
  /** What the change did, in a few words each. */
  readonly changes: readonly string[];
}

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Null when the newer run already holds everything the change did. */
export function toDroppedChange(
  base: WorkspaceDocument | null,
  mine: WorkspaceDocument,
  theirs: WorkspaceDocument,
): DroppedChange | null {
  const from = base ?? theirs;
  const changes = [
    ...describeRunChanges(from.state, mine.state),
    ...(isSame(from.hand, mine.hand) ? [] : ['Cards in hand']),
  ];
  const isLost = !isSame(reapplyDroppedChange({ base, mine, changes }, theirs), theirs);
  return changes.length > 0 && isLost ? { base, mine, changes } : null;
}

/** The newer run with the dropped change put back where it touched the run. */
export function reapplyDroppedChange(
  dropped: DroppedChange,
  theirs: WorkspaceDocument,
): WorkspaceDocument {
  const base = dropped.base ?? theirs;
  const { mine } = dropped;
  const document: WorkspaceDocument = {
    ...theirs,
    hand: isSame(base.hand, mine.hand) ? theirs.hand : mine.hand,
    ...(isSame(base.gameId, mine.gameId) ? {} : { gameId: mine.gameId }),
  };
  return withRunState(document, reapplyRunChanges(base.state, mine.state, theirs.state));
}
