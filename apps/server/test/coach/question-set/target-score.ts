// The question set's one target helper: the game's target score from positional arguments.
import { getTargetScore, type DeckName, type StakeName, type TargetBlind } from '@jokerwise/game';

export function getTarget(
  ante: number,
  blind: TargetBlind,
  stake: StakeName,
  deck: DeckName,
  bossDisabled = false,
): number {
  return getTargetScore({ ante, blind, stake, deck, bossDisabled });
}
