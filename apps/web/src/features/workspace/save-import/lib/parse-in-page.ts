// Where the browser runs no module workers (and in component tests), the import runs here,
// loaded only when needed so it never weighs on the workspace's first load.
import { importSaveFile, type SaveOutcome, type SaveImport } from '@jokerwise/game';

export function parseInPage(buffer: ArrayBuffer): SaveOutcome<SaveImport> {
  return importSaveFile(new Uint8Array(buffer));
}
