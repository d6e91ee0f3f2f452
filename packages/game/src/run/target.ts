// The one place the run asks the rules for a blind's target score, so the run never
// re-implements the blind tables (ADR 004: the spec's 2.5x formula is wrong).

import type { BlindType } from '../data/vocabulary';
import type { BossBlindName } from '../data/bosses';
import type { DeckName } from '../data/decks';
import type { StakeName } from '../data/stakes';
import { getTargetScore } from '../rules/blinds';

export interface TargetInput {
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly ante: number;
  readonly blindType: BlindType;
  readonly bossBlind: BossBlindName | null;
}

/** A chosen boss counts with its own multiplier (The Wall x4, The Needle x1 ...). */
export function getRunTargetScore(input: TargetInput): number {
  const blind =
    input.blindType === 'boss' && input.bossBlind !== null ? input.bossBlind : input.blindType;
  return getTargetScore({ ante: input.ante, blind, stake: input.stake, deck: input.deck });
}
