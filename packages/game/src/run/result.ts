// Expected failures of the run state are values with stable codes, never exceptions
// (docs/guiding-principles.md "Rule violations are values"). The package gives only the codes; their
// texts live with the other product texts in packages/contracts (run-texts.ts).
import type { Result } from '../result';

export const RUN_ERROR_CODES = [
  'INVALID_TRANSITION',
  'NOT_PLAYING',
  'ANTE_OUT_OF_RANGE',
  'BOSS_NOT_AVAILABLE',
  'INSUFFICIENT_FUNDS',
  'ITEM_NOT_FOUND',
  'ITEM_HAS_NO_NAME',
  'UNKNOWN_ITEM_NAME',
  'NOT_SOLD_IN_SHOP',
  'JOKERS_ONLY',
  'NO_FREE_JOKER_SLOT',
  'NO_FREE_CONSUMABLE_SLOT',
  'JOKER_NOT_FOUND',
  'CONSUMABLE_NOT_FOUND',
  'INCOMPATIBLE_STICKERS',
  'VOUCHER_ALREADY_OWNED',
  'VOUCHER_REQUIRES_BASE',
  'VOUCHER_NOT_OWNED',
  'VOUCHER_REQUIRED_BY_UPGRADE',
  'HAND_LOCKED',
  'CANNOT_SKIP_BOSS',
  'TAG_NOT_AVAILABLE',
  'TAG_NOT_HELD',
  'JOKER_IS_ETERNAL',
  'NOT_SELLABLE',
  'NOT_A_PACK',
  'NOT_IN_PACK',
  'TOO_MANY_PICKS',
] as const;
export type RunErrorCode = (typeof RUN_ERROR_CODES)[number];

/** What a failed run change carries. */
export interface RunError {
  readonly code: RunErrorCode;
}

/** The outcome of a change to the run: the new value, or the code of the rule it breaks. */
export type RunResult<T> = Result<T, RunError>;
