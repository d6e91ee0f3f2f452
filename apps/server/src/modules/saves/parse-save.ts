// The save import over HTTP and on the command line: the same parser as the web,
// the file's bytes in, the import and the scenario of its hand out. A file the import refuses
// is the caller's problem, never ours: 413 past the size bound, 400 with the import's code
// otherwise.
import { saveParseResponseSchema, type SaveParseResponse } from '@jokerwise/contracts';
import { importSaveFile, toSaveScenario, type SaveErrorCode } from '@jokerwise/game';
import { AppError } from '../../http/app-error';

const STATUS_BY_CODE: Partial<Record<SaveErrorCode, number>> = { SAVE_TOO_LARGE: 413 };

export function parseSaveFile(bytes: Uint8Array): SaveParseResponse {
  const outcome = importSaveFile(bytes);
  if (!outcome.ok) {
    throw new AppError(STATUS_BY_CODE[outcome.code] ?? 400, outcome.code, outcome.message);
  }
  // The import keeps within the schema's bounds (its caps are the contract's); parsing gives the
  // wire shape (mutable arrays) from the engine's readonly one.
  return saveParseResponseSchema.parse({
    import: outcome.value,
    scenario: toSaveScenario(outcome.value),
  });
}
