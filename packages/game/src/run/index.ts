// The run state's public API: pure functions over a readonly, JSON-serialisable RunState.
export * from './result';
export * from './types';
export * from './parse-money';
export * from './capacity';
export {
  getBlindTypeForRound,
  getRoundForBlindType,
  getStartingMoney,
  createRun,
  createInitialRunState,
  startNewGame,
  DEFAULT_DECK,
  DEFAULT_STAKE,
} from './create-run';
export type { CreateRunOptions } from './create-run';
export {
  isShopItemNameOfType,
  getBasePrice,
  getConsumableType,
  toConsumable,
  getShopItemTarget,
} from './catalog';
export type { ShopItemTarget } from './catalog';
export { isBossAvailable } from './bosses';
export * from './wizard';
export * from './round';
export * from './jokers';
export * from './vouchers';
export * from './consumables';
export * from './shop';
export * from './tracker';
export { getShopItemPrice } from './pricing';
export { getRunTargetScore } from './target';
export * from './run-scenario';
export type { TargetInput } from './target';
export * from './summary';
export * from './moves';
export * from './blind-status';
export * from './round-money';
export * from './undo';
export * from './history';
