// Undo and redo of run actions (packages/game undo.ts): every change that names its action is
// a step; Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except while typing.
// The steps live for this visit only: the saved run is the state after them
// (docs/decisions/032-run-moves-undo-and-round-log.md).
import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  canRedo,
  canUndo,
  createUndoHistory,
  recordAction,
  redo,
  undo,
  type RunState,
  type UndoHistory,
} from '@jokerwise/game';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { withRunState } from '../lib/document';
import { nameLevelChange, NEW_RUN, type DocumentChange } from '../lib/run-actions';

export interface RunUndo {
  readonly onChange: DocumentChange;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The action the next undo takes back, e.g. "Next Round". */
  readonly undoLabel: string | null;
  readonly redoLabel: string | null;
}

/** Typing in a field keeps the field's own undo. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function getShortcut(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

export function useRunUndo(document: WorkspaceDocument, onChange: DocumentChange): RunUndo {
  const [steps, setSteps] = useState<UndoHistory<RunState>>(() =>
    createUndoHistory(document.state),
  );
  // Unnamed edits change the run between steps, so the live run is always the present.
  const live: UndoHistory<RunState> = { ...steps, present: document.state };

  const change: DocumentChange = (proposed, named) => {
    const { document: next, action } =
      named === undefined
        ? nameLevelChange(document, proposed)
        : { document: proposed, action: named };
    if (action === NEW_RUN) setSteps(createUndoHistory(next.state));
    else if (action !== undefined) setSteps(recordAction(live, action, next.state));
    onChange(next, action);
  };

  const step = (direction: 'undo' | 'redo') => {
    const outcome = direction === 'undo' ? undo(live) : redo(live);
    if (outcome === null) return;
    setSteps(outcome.history);
    onChange(withRunState(document, outcome.history.present));
    toast({ title: outcome.message });
  };

  const isPlaying = document.state.stage === 'playing';
  useEffect(() => {
    if (!isPlaying) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = getShortcut(event);
      if (shortcut === null || isTyping(event.target)) return;
      event.preventDefault();
      step(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return {
    onChange: change,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: canUndo(live),
    canRedo: canRedo(live),
    undoLabel: live.past.at(-1)?.action ?? null,
    redoLabel: live.future.at(-1)?.action ?? null,
  };
}
