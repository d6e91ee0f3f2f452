// Which blind is played, its target score, its reward and which bosses may appear
// (facts: blinds, bossBlinds; ADR 004).
import {
  ANTE_ZERO_BASE_CHIPS,
  BASE_CHIPS_BY_ANTE,
  BEYOND_ANTE_8_GROWTH,
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  DISABLED_BOSS_MAX_MULTIPLIER,
  NO_SMALL_BLIND_REWARD_FROM_STAKE_LEVEL,
  SHOWDOWN_BOSS_REWARD,
  WIN_ANTE,
  type BlindTable,
} from '../data/blinds';
import { BOSS_BLINDS, getBossBlind, type BossBlindName } from '../data/bosses';
import { getDeck, type DeckName } from '../data/decks';
import { getStake, type StakeName } from '../data/stakes';
import { BLIND_TYPES, type BlindType } from '../data/vocabulary';

/** The blind of the 1st, 2nd and 3rd round of an ante (docs/product/workspace.md); undefined otherwise. */
export function getBlindType(round: number): BlindType | undefined {
  return Number.isInteger(round) ? BLIND_TYPES[round - 1] : undefined;
}

export function getBlindTable(stake: StakeName): BlindTable {
  return getStake(stake).blindTable;
}

/**
 * The ante's base chips, before the blind multiplier (Lua get_blind_amount). Below ante 1 it
 * is 100; antes 1-8 come from the stake's table; later antes grow from the ante-8 value and
 * are cut to two significant digits. Past about ante 38 the game's number overflows (it shows
 * "naneinf"); we return Number.MAX_VALUE so the value stays finite and JSON-safe.
 */
export function getAnteBaseChips(ante: number, stake: StakeName): number {
  if (!(ante >= 1)) return ANTE_ZERO_BASE_CHIPS;
  const table = BASE_CHIPS_BY_ANTE[getBlindTable(stake)];
  const wholeAnte = Math.floor(ante);
  const fromTable = table[wholeAnte - 1];
  if (fromTable !== undefined) return fromTable;
  const anteEight = table[table.length - 1] ?? ANTE_ZERO_BASE_CHIPS;
  const { base, k, exponentStep } = BEYOND_ANTE_8_GROWTH;
  const steps = wholeAnte - table.length;
  const amount = Math.floor(
    anteEight * (base + (k * steps) ** (1 + exponentStep * steps)) ** steps,
  );
  const unit = 10 ** Math.floor(Math.log10(amount) - 1);
  const truncated = amount - (amount % unit);
  return Number.isFinite(truncated) ? truncated : Number.MAX_VALUE;
}

/** A generic 'boss' (not yet chosen) counts x2 like most bosses. */
export type TargetBlind = BlindType | BossBlindName;

/**
 * Small x1, Big x1.5, bosses their own multiplier. Disabling a boss (Chicot, Luchador) drops
 * The Wall and Violet Vessel to x2 (facts: blinds.disabledBossNote).
 */
export function getBlindMultiplier(blind: TargetBlind, bossDisabled = false): number {
  if (blind === 'small' || blind === 'big' || blind === 'boss') return BLIND_MULTIPLIERS[blind];
  const multiplier = getBossBlind(blind).multiplier;
  return bossDisabled ? Math.min(multiplier, DISABLED_BOSS_MAX_MULTIPLIER) : multiplier;
}

export interface TargetScoreInput {
  readonly ante: number;
  readonly blind: TargetBlind;
  readonly stake: StakeName;
  readonly deck: DeckName;
  readonly bossDisabled?: boolean;
}

/** target = ante base chips x blind multiplier x deck scaling (Plasma Deck x2). */
export function getTargetScore(input: TargetScoreInput): number {
  const scaling = getDeck(input.deck).modifiers.blindScaling ?? 1;
  const target =
    getAnteBaseChips(input.ante, input.stake) *
    getBlindMultiplier(input.blind, input.bossDisabled) *
    scaling;
  return Number.isFinite(target) ? target : Number.MAX_VALUE;
}

/** Money for beating a blind: Small $3 ($0 from Red Stake up), Big $4, Boss $5, showdown $8. */
export function getBlindReward(blindType: BlindType, stake: StakeName, showdown = false): number {
  if (blindType === 'small' && getStake(stake).level >= NO_SMALL_BLIND_REWARD_FROM_STAKE_LEVEL) {
    return 0;
  }
  if (blindType === 'boss' && showdown) return SHOWDOWN_BOSS_REWARD;
  return BLIND_REWARDS[blindType];
}

/** Antes 8, 16, 24 ... end with a showdown boss; ante 0 does not (Lua get_new_boss). */
export function isShowdownAnte(ante: number): boolean {
  return Number.isInteger(ante) && ante >= WIN_ANTE && ante % WIN_ANTE === 0;
}

/**
 * The bosses the game may draw for an ante, in the game's order (Lua get_new_boss): on
 * showdown antes only the 5 showdown bosses; otherwise regular bosses whose minimum ante is
 * reached, where antes below 1 count as ante 1.
 */
export function getBossesForAnte(ante: number): readonly BossBlindName[] {
  if (!Number.isFinite(ante)) return [];
  const wholeAnte = Math.floor(ante);
  const showdown = isShowdownAnte(wholeAnte);
  const effectiveAnte = Math.max(1, wholeAnte);
  return BOSS_BLINDS.filter((boss) =>
    showdown ? boss.showdown : !boss.showdown && boss.minAnte <= effectiveAnte,
  ).map((boss) => boss.name);
}
