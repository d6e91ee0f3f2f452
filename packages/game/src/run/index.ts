// The run state's public API: pure functions over a readonly, JSON-serialisable RunState.
export { RUN_ERROR_CODES, type RunError, type RunErrorCode, type RunResult } from './result';
export {
  type Consumable,
  CONSUMABLE_TYPES,
  type ConsumableItemName,
  type ConsumableType,
  type CurrentRoundRecord,
  type JokerEntry,
  type LevelUp,
  LOAD_ANTE_MAX,
  LOAD_ANTE_MIN,
  type LoadGameDraft,
  ROUND_OUTCOMES,
  type RoundHistoryEntry,
  type RoundInAnte,
  type RoundOutcome,
  ROUNDS_PER_ANTE,
  RUN_STATE_VERSION,
  type RunPrompt,
  type RunState,
  SETUP_STAGES,
  type SetupStage,
  SHOP_ITEM_TYPES,
  type ShopItem,
  type ShopItemName,
  type ShopItemType,
  TRACKER_CARD_COUNT,
  TRACKER_RANKS,
  type TrackerCard,
  type TrackerRank,
  type TrackerState,
} from './types';
export {
  LOAD_MONEY_MAX,
  LOAD_MONEY_MIN,
  type NumericInput,
  parseInteger,
  parseLoadGameMoney,
  parseMoneyUpdate,
  parseShopPrice,
  parseStartingMoney,
  STARTING_MONEY_MAX,
  STARTING_MONEY_MIN,
} from './parse-money';
export { BASE_CAPACITY, getRunCapacity, type RunCapacity, withVouchers } from './capacity';
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
export {
  getAllowedWizardEvents,
  getLoadGameSummary,
  transitionWizard,
  type WizardEvent,
  type WizardEventType,
} from './wizard';
export {
  advanceRound,
  dismissPrompt,
  selectBossBlind,
  setCurrentScore,
  setHandsAndDiscards,
  setShopOpen,
  updateMoney,
} from './round';
export {
  addJoker,
  countNegativeJokers,
  createJokerEntry,
  getJokerCapacity,
  hasFreeJokerSlot,
  type JokerInput,
  moveJoker,
  normalizeStickers,
  removeJoker,
  setJokerEdition,
  setJokerStickers,
} from './jokers';
export { addVoucher, getAddVoucherError, hasVoucher, removeVoucher } from './vouchers';
export {
  addConsumable,
  countUsedConsumableSlots,
  getConsumablesTotalCost,
  hasFreeConsumableSlot,
  removeConsumable,
} from './consumables';
export {
  addShopItem,
  buyShopItem,
  canBuyShopItem,
  getBuyShopItemError,
  getShopRerollCost,
  removeShopItem,
  rerollShop,
  resetShop,
  setShopItemEdition,
  setShopItemName,
  setShopItemPrice,
  setShopItemStickers,
  setShopItemType,
  type ShopItemInput,
} from './shop';
export {
  canDecrementHandLevel,
  canEditHandLevel,
  canIncrementHandLevel,
  clampHandLevel,
  createTrackerState,
  decrementHandLevel,
  incrementHandLevel,
  setHandLevel,
  setSecretHandsUnlocked,
  toggleSecretHands,
} from './tracker';
export { getShopItemPrice } from './pricing';
export { getRunTargetScore } from './target';
export {
  getRunScenarioBlind,
  getRunScoreOptions,
  type RunScenarioInput,
  toRunScenario,
  toScenarioJokers,
} from './run-scenario';
export type { TargetInput } from './target';
export { getJokerSlotUsage, getRunEconomy, type JokerSlotUsage, type RunEconomy } from './summary';
export {
  gainConsumable,
  getConsumableSellValue,
  getJokerSellValue,
  type MoveOutcome,
  sellConsumable,
  sellJoker,
  skipBlind,
  useConsumable,
} from './moves';
export { type BlindStatus, getBlindStatus, recordDiscard, recordHandPlayed } from './blind-status';
export { getRoundMoney, type RoundMoney } from './round-money';
export {
  canRedo,
  canUndo,
  createUndoHistory,
  recordAction,
  redo,
  RUN_ACTION_NAMES,
  type RunActionName,
  undo,
  UNDO_LIMIT,
  type UndoEntry,
  type UndoHistory,
  type UndoStep,
} from './undo';
export {
  appendRoundHistory,
  createRoundHistoryEntry,
  getRoundHistory,
  MAX_HISTORY_ROUNDS,
  type RoundRecord,
} from './history';
export {
  getHistoryBlindName,
  getHistoryMoneyChange,
  getMoneyPerRound,
  type MoneyPoint,
  recordSaveImport,
  ROUND_OUTCOME_LABELS,
  type RunHistorySummary,
  summarizeRunHistory,
} from './history-timeline';
export { describeRunChanges, reapplyRunChanges } from './run-changes';
export {
  answerMoneyUpdate,
  getLevelUps,
  MAX_ROUND_EVENTS,
  noteRoundEvent,
  playNextRound,
  type RoundEvent,
  skipBlindAndRecord,
} from './round-log';
export { getPackContentType, openBoosterPack, type PackContentType } from './pack-contents';
