// Simple rules of the game as pure functions over the reference data.
export { getHandLevelValues, type HandLevelValues } from './hand-levels';
export { getRankChips } from './cards';
export {
  getAnteBaseChips,
  getBlindMultiplier,
  getBlindReward,
  getBlindTable,
  getBlindType,
  getBossesForAnte,
  getTargetScore,
  isShowdownAnte,
  type TargetBlind,
  type TargetScoreInput,
} from './blinds';
export {
  getInterest,
  getInterestCap,
  getMoneyToNextInterestStep,
  type InterestInput,
} from './interest';
export {
  getRerollCost,
  getSellPrice,
  getShopDiscountPercent,
  getShopPrice,
  type PriceInput,
  type RerollCostInput,
  type SellPriceInput,
} from './prices';
