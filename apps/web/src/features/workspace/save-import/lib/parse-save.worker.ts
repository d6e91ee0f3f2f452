// Reads a save file off the main thread: the import is bounded, but a large or
// hostile file should never freeze the page while it is read. The file's bytes come in, the
// import's outcome goes back; the page parses that answer with the contract schema.
import { importSaveFile } from '@jokerwise/game';

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const bytes = event.data instanceof ArrayBuffer ? new Uint8Array(event.data) : new Uint8Array();
  self.postMessage(importSaveFile(bytes));
});
