// The run as it was before the last import, so the import can be undone. Kept
// outside the components: importing from the setup screen switches to the playing view, and
// the Undo there must still know the run it replaced.
import type { WorkspaceDocument } from '@jokerwise/contracts';
import { useSyncExternalStore } from 'react';

let previous: WorkspaceDocument | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function rememberBeforeImport(document: WorkspaceDocument): void {
  previous = document;
  emit();
}

export function forgetImportUndo(): void {
  previous = null;
  emit();
}

export function useImportUndo(): WorkspaceDocument | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => previous,
  );
}
