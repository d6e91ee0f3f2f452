// Expected failures of scoring are values with stable codes (STYLE.md "Rule violations are
// values"); one map gives their text.

export const SCORING_ERROR_CODES = [
  'UNSUPPORTED_VERSION',
  'NO_CARDS_PLAYED',
  'TOO_MANY_CARDS_PLAYED',
  'NO_CARDS_HELD',
  'CARDS_ALREADY_PLAYED',
] as const;
export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

export const SCORING_ERROR_MESSAGES: { readonly [Code in ScoringErrorCode]: string } = {
  UNSUPPORTED_VERSION: 'Only version 1 of the calculator scenario format is supported.',
  NO_CARDS_PLAYED: 'Play at least one card.',
  TOO_MANY_CARDS_PLAYED: 'A hand has at most five cards.',
  NO_CARDS_HELD: 'Best play needs the cards in hand under "held".',
  CARDS_ALREADY_PLAYED: 'Best play chooses the cards to play: leave "played" empty.',
};

export type ScoringOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: ScoringErrorCode; readonly message: string };

export function scoringOk<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function scoringErr(code: ScoringErrorCode): {
  readonly ok: false;
  readonly code: ScoringErrorCode;
  readonly message: string;
} {
  return { ok: false, code, message: SCORING_ERROR_MESSAGES[code] };
}
