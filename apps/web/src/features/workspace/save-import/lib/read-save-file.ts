// The save file chosen or dropped by the player, read in the browser: it never leaves the
// device unless the player then saves the run. Parsed in a worker, with a time
// limit so even a broken worker cannot leave the dialog waiting.
import {
  MAX_SAVE_FILE_BYTES,
  saveErrorCodeSchema,
  saveImportSchema,
  type SaveParseResponse,
} from '@jokerwise/contracts';
import { SAVE_ERROR_MESSAGES } from '@jokerwise/game';
import { z } from 'zod';

export type SaveFileImport = SaveParseResponse['import'];

export type SaveFileOutcome =
  | { readonly ok: true; readonly value: SaveFileImport }
  | { readonly ok: false; readonly message: string };

/** Far longer than a save takes (milliseconds); only a stuck worker reaches it. */
export const READ_TIMEOUT_MS = 15_000;

const outcomeSchema = z.union([
  z.object({ ok: z.literal(true), value: saveImportSchema }),
  z.object({ ok: z.literal(false), code: saveErrorCodeSchema, message: z.string() }),
]);

function toOutcome(answer: unknown): SaveFileOutcome {
  const parsed = outcomeSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, message: SAVE_ERROR_MESSAGES.SAVE_MALFORMED };
  return parsed.data.ok ? parsed.data : { ok: false, message: parsed.data.message };
}

class WorkerTimeout extends Error {}

function parseInWorker(buffer: ArrayBuffer): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-save.worker.ts', import.meta.url), {
      type: 'module',
    });
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new WorkerTimeout('The save took too long to read.'));
    }, READ_TIMEOUT_MS);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      settle();
    };
    worker.addEventListener('message', (event) => finish(() => resolve(event.data)));
    worker.addEventListener('error', () => finish(() => reject(new Error('worker failed'))));
    worker.postMessage(buffer, [buffer]);
  });
}

/** In a worker; where the browser cannot start one (no module workers), in the page. */
async function parse(buffer: ArrayBuffer): Promise<unknown> {
  if (typeof Worker !== 'undefined') {
    try {
      // A copy goes to the worker, so the page still has the bytes if the worker fails.
      return await parseInWorker(buffer.slice(0));
    } catch (error) {
      if (error instanceof WorkerTimeout) throw error;
    }
  }
  const { parseInPage } = await import('./parse-in-page');
  return parseInPage(buffer);
}

export async function readSaveFile(file: Blob): Promise<SaveFileOutcome> {
  // Checked before reading, so a huge file is never loaded into memory.
  if (file.size > MAX_SAVE_FILE_BYTES) {
    return { ok: false, message: SAVE_ERROR_MESSAGES.SAVE_TOO_LARGE };
  }
  try {
    return toOutcome(await parse(await file.arrayBuffer()));
  } catch {
    return { ok: false, message: 'The file could not be read. Try choosing it again.' };
  }
}
