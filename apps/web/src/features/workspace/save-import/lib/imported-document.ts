import type { WorkspaceDocument } from '@jokerwise/contracts';
import { applySaveImport } from '@jokerwise/game';
import { withRunState } from '../../lib/document';
import type { SaveFileImport } from './read-save-file';

/**
 * The workspace document after importing: the run updated in place (same run)
 * and the cards in hand straight into the calculator.
 */
export function toImportedDocument(
  document: WorkspaceDocument,
  imported: SaveFileImport,
): WorkspaceDocument {
  const state = applySaveImport(document.state, imported);
  return withRunState({ ...document, hand: imported.hand }, state);
}
