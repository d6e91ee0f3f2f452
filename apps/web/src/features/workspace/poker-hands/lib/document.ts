import type { WorkspaceDocument } from '@jokerwise/contracts';
import type { RunState } from '@jokerwise/game';

/**
 * The document with the engine's next run state. The engine's RunState is the readonly view
 * of the same shape the contracts schema infers (the schema `satisfies` it), so only the
 * readonly modifiers differ.
 */
export function withRunState(document: WorkspaceDocument, state: RunState): WorkspaceDocument {
  return { ...document, state: state as WorkspaceDocument['state'] };
}
