// Reading a save file fails in expected ways, each a value with a stable code (docs/guiding-principles.md "Rule
// violations are values"; docs/decisions/017-save-import-parser.md). One map gives the text the
// web, the CLI and the API all show.
import { err, type Err, type Result } from '../result';

export const SAVE_ERROR_CODES = [
  'SAVE_TOO_LARGE',
  'NOT_A_SAVE_FILE',
  'SAVE_TRUNCATED',
  'SAVE_INFLATES_TOO_LARGE',
  'SAVE_MALFORMED',
  'SAVE_NESTED_TOO_DEEP',
  'SAVE_STRING_TOO_LONG',
  'SAVE_TOO_COMPLEX',
  'PROFILE_FILE',
  'META_FILE',
  'SETTINGS_FILE',
  'NO_RUN_IN_PROGRESS',
  'UNSUPPORTED_VERSION',
] as const;
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

const CHOOSE_SAVE = 'Choose save.jkr in your profile folder (1, 2 or 3).';

export const SAVE_ERROR_MESSAGES: { readonly [Code in SaveErrorCode]: string } = {
  SAVE_TOO_LARGE: 'This file is too large to be a Balatro save (at most 1 MiB).',
  NOT_A_SAVE_FILE: `This is not a Balatro save file. ${CHOOSE_SAVE}`,
  SAVE_TRUNCATED: 'This save file is cut short. Copy it again once the game has saved.',
  SAVE_INFLATES_TOO_LARGE: 'This file unpacks to far more data than any Balatro save holds.',
  SAVE_MALFORMED: 'This save file is damaged: its contents cannot be read.',
  SAVE_NESTED_TOO_DEEP: 'This file nests its tables deeper than any Balatro save does.',
  SAVE_STRING_TOO_LONG: 'This file holds a text far longer than any Balatro save does.',
  SAVE_TOO_COMPLEX: 'This file holds far more values than any Balatro save does.',
  PROFILE_FILE: `This is profile.jkr (your profile's statistics), not a run. ${CHOOSE_SAVE}`,
  META_FILE: `This is meta.jkr (unlocks and discoveries), not a run. ${CHOOSE_SAVE}`,
  SETTINGS_FILE: `This is settings.jkr (the game's settings), not a run. ${CHOOSE_SAVE}`,
  NO_RUN_IN_PROGRESS:
    'This save holds no run in progress. Start or continue a run, then try again.',
  UNSUPPORTED_VERSION: 'This save comes from a game version the import does not read (1.0.x only).',
};

/** What a failed step carries: the code and its text, with a detail where one applies. */
export interface SaveError {
  readonly code: SaveErrorCode;
  readonly message: string;
}

export type SaveOutcome<T> = Result<T, SaveError>;

/** `detail` is appended to the code's text (the unsupported version, the offset of a fault). */
export function saveErr(code: SaveErrorCode, detail?: string): Err<SaveError> {
  const message = SAVE_ERROR_MESSAGES[code];
  return err({ code, message: detail ? `${message} (${detail})` : message });
}
