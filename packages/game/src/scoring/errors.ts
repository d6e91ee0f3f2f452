// Expected failures of scoring are values with stable codes (docs/guiding-principles.md "Rule violations are
// values"); one map gives their text.
import { err, type Err, type Result } from '../result';

export const SCORING_ERROR_CODES = [
  'UNSUPPORTED_VERSION',
  'NO_CARDS_PLAYED',
  'TOO_MANY_CARDS_PLAYED',
  'NO_CARDS_HELD',
  'CARDS_ALREADY_PLAYED',
  'NO_PLAY_OF_HAND',
] as const;
export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

export const SCORING_ERROR_MESSAGES: { readonly [Code in ScoringErrorCode]: string } = {
  UNSUPPORTED_VERSION: 'Only version 1 of the calculator scenario format is supported.',
  NO_CARDS_PLAYED: 'Play at least one card.',
  TOO_MANY_CARDS_PLAYED: 'A hand has at most five cards.',
  NO_CARDS_HELD: 'Best play needs the cards in hand under "held".',
  CARDS_ALREADY_PLAYED: 'Best play chooses the cards to play: leave "played" empty.',
  NO_PLAY_OF_HAND: 'No cards in hand make that poker hand.',
};

/** What a failed scoring carries: the code and its text. */
export interface ScoringError {
  readonly code: ScoringErrorCode;
  readonly message: string;
}

export type ScoringOutcome<T> = Result<T, ScoringError>;

export function scoringErr(code: ScoringErrorCode): Err<ScoringError> {
  return err({ code, message: SCORING_ERROR_MESSAGES[code] });
}
