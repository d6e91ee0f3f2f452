// Blind targets and rewards (facts: blinds). The spec's 300 x 2.5^(ante-1) formula is wrong:
// antes 1-8 come from fixed tables, a steeper one on Green and another on Purple Stake
// (ADR 004).
import type { BlindType } from './vocabulary';

/** Which base-chips table a stake uses; named after the first stake that uses it. */
export const BLIND_TABLES = ['white', 'green', 'purple'] as const;
export type BlindTable = (typeof BLIND_TABLES)[number];

export const BLINDS_PER_ANTE = 3;

/** Base chips for antes 1 to 8, index 0 = ante 1 (facts: blinds.baseChipsByAnte). */
export const BASE_CHIPS_BY_ANTE = {
  white: [300, 800, 2000, 5000, 11000, 20000, 35000, 50000],
  green: [300, 900, 2600, 8000, 20000, 36000, 60000, 100000],
  purple: [300, 1000, 3200, 9000, 25000, 60000, 110000, 200000],
} as const satisfies { readonly [Table in BlindTable]: readonly number[] };

/** Ante 0 and below (Hieroglyph / Petroglyph at ante 1) on every stake. */
export const ANTE_ZERO_BASE_CHIPS = 100;

/** Beyond ante 8: floor(B8 x (1.6 + (0.75 x k)^(1 + 0.2 x k))^k), k = ante - 8, then cut to two
 * significant digits (facts: blinds.beyondAnte8; Lua get_blind_amount). */
export const BEYOND_ANTE_8_GROWTH = { base: 1.6, k: 0.75, exponentStep: 0.2 } as const;

/** Small and Big multipliers; a boss uses its own (bosses.ts), 2 for most. */
export const BLIND_MULTIPLIERS = {
  small: 1,
  big: 1.5,
  boss: 2,
} as const satisfies { readonly [Type in BlindType]: number };

/** A disabled boss (Chicot, Luchador) keeps at most x2: The Wall 4 -> 2, Violet Vessel 6 -> 2
 * (facts: blinds.disabledBossNote). */
export const DISABLED_BOSS_MAX_MULTIPLIER = 2;

/** Money for beating a blind (facts: blinds.rewards, economy.blindRewards). */
export const BLIND_REWARDS = {
  small: 3,
  big: 4,
  boss: 5,
} as const satisfies { readonly [Type in BlindType]: number };
export const SHOWDOWN_BOSS_REWARD = 8;

/** From this stake level up the Small Blind pays $0 (Red Stake). */
export const NO_SMALL_BLIND_REWARD_FROM_STAKE_LEVEL = 2;

/** Antes that are multiples of this hold a showdown boss; a standard run is won at ante 8. */
export const WIN_ANTE = 8;
