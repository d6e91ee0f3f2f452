// The game functions the question set derives its expected facts from, in one place.
import { getTargetScore, type DeckName, type StakeName, type TargetBlind } from '@jokerwise/game';

export {
  BOSS_BLINDS,
  getBoosterPack,
  getBossBlind,
  getBossesForAnte,
  getDeck,
  getHandLevelValues,
  getInterest,
  getJoker,
  getMoneyToNextInterestStep,
  getPlanet,
  getSellPrice,
  getSpectral,
  getStake,
  getStartingMoney,
  getTag,
  getTarot,
  getVoucher,
  POKER_HANDS,
  type DeckName,
  type PokerHandName,
  type StakeName,
  type TargetBlind,
} from '@jokerwise/game';

export function getTarget(
  ante: number,
  blind: TargetBlind,
  stake: StakeName,
  deck: DeckName,
  bossDisabled = false,
): number {
  return getTargetScore({ ante, blind, stake, deck, bossDisabled });
}
