import type { WorkspaceDocument } from '@jokerwise/contracts';
import { getRunErrorMessage, type Result, type RunState } from '@jokerwise/game';
import { toast } from '../../../components/ui/toast';
import { withRunState } from './document';

export type DocumentChange = (next: WorkspaceDocument) => void;

/**
 * Applies an engine result to the document. A refused step shows the engine's message; the UI
 * disables most refused actions up front, so this is the fallback, never the main path.
 */
export function applyRunResult(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  result: Result<RunState>,
): boolean {
  if (result.ok) {
    onChange(withRunState(document, result.value));
    return true;
  }
  toast({ title: getRunErrorMessage(result.code), variant: 'destructive' });
  return false;
}

export function applyRunState(
  document: WorkspaceDocument,
  onChange: DocumentChange,
  state: RunState,
): void {
  onChange(withRunState(document, state));
}
