// The one public entry of the game package: reference data, rules, scoring and run state.
export { err, type Err, type ErrorFields, ok, type Ok, type Result } from './result';
export {
  ANTE_ZERO_BASE_CHIPS,
  BASE_CHIPS_BY_ANTE,
  BEYOND_ANTE_8_GROWTH,
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  BLIND_TABLES,
  BLINDS_PER_ANTE,
  type BlindTable,
  DISABLED_BOSS_MAX_MULTIPLIER,
  NO_SMALL_BLIND_REWARD_FROM_STAKE_LEVEL,
  SHOWDOWN_BOSS_REWARD,
  WIN_ANTE,
} from './data/blinds';
export {
  type BaseVoucherName,
  getVoucher,
  isVoucherName,
  type UpgradedVoucherName,
  VOUCHER_NAMES,
  VOUCHER_PAIRS,
  VOUCHER_TIERS,
  type VoucherInfo,
  type VoucherName,
  VOUCHERS,
  type VoucherTier,
} from './data/vouchers';
export {
  BLIND_TYPES,
  type BlindType,
  CARD_EDITIONS,
  type CardEdition,
  type Enhancement,
  ENHANCEMENTS,
  FACE_RANKS,
  JOKER_EDITIONS,
  type JokerEdition,
  LUCK_MODES,
  type LuckMode,
  POKER_HAND_NAMES,
  type PokerHandName,
  type Rank,
  RANKS,
  type Seal,
  SEALS,
  type Suit,
  SUITS,
} from './data/vocabulary';
export {
  BOOSTER_PACK_KINDS,
  BOOSTER_PACK_NAMES,
  BOOSTER_PACK_SIZES,
  BOOSTER_PACKS,
  type BoosterPackDefinition,
  type BoosterPackInfo,
  type BoosterPackKind,
  type BoosterPackName,
  type BoosterPackSize,
  getBoosterPack,
  isBoosterPackName,
} from './data/booster-packs';
export {
  BOSS_BLIND_NAMES,
  BOSS_BLINDS,
  BOSS_CATEGORIES,
  type BossBlindDefinition,
  type BossBlindInfo,
  type BossBlindName,
  type BossCategory,
  getBossBlind,
  isBossBlindName,
} from './data/bosses';
export {
  COMMON_JOKERS,
  findJoker,
  findJokerByKey,
  getJoker,
  isJokerName,
  JOKER_KINDS,
  JOKER_NAMES,
  JOKER_RARITIES,
  type JokerDefinition,
  type JokerInfo,
  type JokerKey,
  type JokerKind,
  type JokerName,
  type JokerRarity,
  JOKERS,
  LEGENDARY_JOKERS,
  RARE_JOKERS,
  UNCOMMON_JOKERS,
} from './data/jokers';
export {
  CONSUMABLE_KINDS,
  type ConsumableKind,
  type ConsumableName,
  getConsumableKind,
  isConsumableName,
} from './data/consumables';
export { DECK_CATEGORIES, type DeckCategory, getDeckCategory } from './data/deck-category';
export {
  DECK_NAMES,
  type DeckDefinition,
  type DeckInfo,
  type DeckModifiers,
  type DeckName,
  DECKS,
  getDeck,
  isDeckName,
} from './data/decks';
export {
  EDITION_CHANCE_MULTIPLIER_BY_VOUCHER,
  EDITION_DEFINITIONS,
  type EditionDefinition,
} from './data/editions';
export { ENHANCEMENT_DEFINITIONS, type EnhancementDefinition } from './data/enhancements';
export {
  getPlanet,
  isPlanetName,
  PLANET_NAMES,
  type PlanetDefinition,
  type PlanetInfo,
  type PlanetName,
  PLANETS,
} from './data/planets';
export {
  getSpectral,
  isSpectralName,
  SPECTRAL_NAMES,
  type SpectralDefinition,
  type SpectralInfo,
  type SpectralName,
  SPECTRALS,
} from './data/spectrals';
export {
  getStake,
  isStakeName,
  STAKE_NAMES,
  type StakeDefinition,
  type StakeInfo,
  type StakeName,
  STAKES,
} from './data/stakes';
export {
  getTag,
  isTagName,
  TAG_MOMENTS,
  TAG_NAMES,
  type TagDefinition,
  type TagInfo,
  type TagMoment,
  type TagName,
  TAGS,
} from './data/tags';
export {
  getTarot,
  isTarotName,
  TAROT_MONEY_CAPS,
  TAROT_NAMES,
  type TarotDefinition,
  type TarotInfo,
  type TarotName,
  TAROTS,
} from './data/tarots';
export {
  INTEREST,
  INTEREST_CAP_BY_VOUCHER,
  JOKER_RARITY_ODDS,
  MIN_MONEY,
  MIN_MONEY_WITH_CREDIT_CARD,
  MONEY_PER_REMAINING_HAND,
  REROLL,
  REROLL_COST_REDUCTION_BY_VOUCHER,
  SHOP,
  SHOP_DISCOUNT_PERCENT_BY_VOUCHER,
  SHOP_TYPE_WEIGHTS,
  STARTING_STATE,
} from './data/economy';
export {
  MAX_HAND_LEVEL,
  MIN_HAND_LEVEL,
  POKER_HANDS,
  type PokerHandDefinition,
} from './data/poker-hands';
export {
  getStickersAtStake,
  PERISHABLE_ROUNDS,
  RENTAL_BUY_COST,
  RENTAL_COST_PER_ROUND,
  STICKER_NAMES,
  type StickerDefinition,
  type StickerName,
  STICKERS,
} from './data/stickers';
export { RANK_CHIPS } from './data/playing-cards';
export { SEAL_DEFINITIONS, type SealDefinition } from './data/seals';
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
} from './rules/blinds';
export { getHandLevelValues, type HandLevelValues } from './rules/hand-levels';
export {
  getInterest,
  getInterestCap,
  getMoneyToNextInterestStep,
  type InterestInput,
} from './rules/interest';
export { getRankChips } from './rules/cards';
export { getJokerEditionChances } from './rules/edition-chances';
export {
  getRerollCost,
  getSellPrice,
  getShopDiscountPercent,
  getShopPrice,
  type PriceInput,
  type RerollCostInput,
  type SellPriceInput,
} from './rules/prices';
export {
  type BeforeResult,
  type CardChange,
  type CardView,
  type Chance,
  type JokerEffect,
  type JokerResult,
  type JokerSelf,
  type JokerView,
  RULE_MODIFIERS,
  type RuleModifier,
  type ScoredCardResult,
  type ScoredCardView,
  type ScoringContext,
} from './scoring/jokers/types';
export {
  type BestPlayOptions,
  type BestPlayResult,
  findBestPlay,
  type PlayChoice,
  RUNNERS_UP,
} from './scoring/best-play';
export {
  BOSS_SCORING,
  BOSS_SCORING_KINDS,
  type BossScoring,
  type BossScoringKind,
} from './scoring/boss-scoring';
export {
  type CalculatorScenario,
  type HandCounts,
  type JokerState,
  REGULAR_BLIND_NAMES,
  type ScenarioBlindName,
  type ScenarioCard,
  type ScenarioJoker,
  type ScoreLogEntry,
  type ScoreResult,
} from './scoring/scenario';
export { cardIsFace, cardIsSuit, cardName } from './scoring/cards';
export { type DetectedHand, type DetectionOptions, detectPokerHand } from './scoring/detect-hand';
export { findDraws, type HandDraws } from './scoring/draws';
export { getChanceWeight, getProbability } from './scoring/luck';
export { getHandDisplayName, getPlayedHandName, ROYAL_FLUSH } from './scoring/hand-name';
export { getJokerEffect, JOKER_EFFECTS } from './scoring/jokers/registry';
export { isOverflow, OVERFLOW_TEXT } from './scoring/overflow';
export { findCopyTarget } from './scoring/prepare';
export { scoreHand, type ScoreOptions } from './scoring/score-play';
export {
  SCORING_ERROR_CODES,
  SCORING_ERROR_MESSAGES,
  type ScoringError,
  type ScoringErrorCode,
  type ScoringOutcome,
} from './scoring/errors';
export { SearchBudget } from './scoring/search-budget';
export {
  addConsumable,
  countUsedConsumableSlots,
  getConsumablesTotalCost,
  hasFreeConsumableSlot,
  removeConsumable,
} from './run/consumables';
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
} from './run/jokers';
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
} from './run/shop';
export {
  addVoucher,
  getAddVoucherError,
  getVouchersOnOffer,
  hasVoucher,
  removeVoucher,
} from './run/vouchers';
export {
  advanceRound,
  dismissPrompt,
  selectBossBlind,
  setCurrentScore,
  setHandsAndDiscards,
  setShopOpen,
  updateMoney,
} from './run/round';
export {
  answerMoneyUpdate,
  getLevelUps,
  MAX_ROUND_EVENTS,
  noteRoundEvent,
  playNextRound,
  type RoundEvent,
  skipBlindAndRecord,
} from './run/round-log';
export {
  appendRoundHistory,
  createRoundHistoryEntry,
  getRoundHistory,
  MAX_HISTORY_ROUNDS,
  type RoundRecord,
} from './run/history';
export { BASE_CAPACITY, getRunCapacity, type RunCapacity, withVouchers } from './run/capacity';
export { type CapacityLimit, getCapacitySources } from './run/capacity-sources';
export {
  type BlindOutcome,
  type BlindStatus,
  getBlindStatus,
  MR_BONES_SAVE_SHARE,
  recordDiscard,
  recordHandPlayed,
} from './run/blind-status';
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
} from './run/tracker';
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
} from './run/undo';
export {
  type BlindTags,
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
} from './run/types';
export {
  createInitialRunState,
  createRun,
  type CreateRunOptions,
  DEFAULT_DECK,
  DEFAULT_STAKE,
  getBlindTypeForRound,
  getRoundForBlindType,
  getStartingMoney,
  startNewGame,
} from './run/create-run';
export { describeRunChanges, reapplyRunChanges } from './run/run-changes';
export {
  gainConsumable,
  type MoveOutcome,
  sellConsumable,
  sellJoker,
  skipBlind,
  spendHeldTag,
  useConsumable,
} from './run/moves';
export { getOfferedTag, NO_BLIND_TAGS, passBlindTags, setOfferedTag } from './run/blind-tags';
export { getTagMoney } from './run/tag-money';
export { getTarotMoney, isMoneyTarot, type MoneyTarot } from './run/tarot-money';
export { takeTag } from './run/held-tags';
export {
  getConsumableSellValue,
  getJokerSellValue,
  growSellValuesAtRoundEnd,
} from './run/sell-values';
export {
  getAllowedWizardEvents,
  getLoadGameSummary,
  transitionWizard,
  type WizardEvent,
  type WizardEventType,
} from './run/wizard';
export {
  getBasePrice,
  getConsumableType,
  getShopItemTarget,
  isShopItemNameOfType,
  type ShopItemTarget,
  toConsumable,
} from './run/catalog';
export {
  getHistoryBlindName,
  getHistoryMoneyChange,
  getMoneyPerRound,
  type MoneyPoint,
  recordSaveImport,
  ROUND_OUTCOME_LABELS,
  type RunHistorySummary,
  summarizeRunHistory,
} from './run/history-timeline';
export {
  getJokerSlotUsage,
  getRunEconomy,
  type JokerSlotUsage,
  type RunEconomy,
} from './run/summary';
export { getPackContentType, openBoosterPack, type PackContentType } from './run/pack-contents';
export { getRoundMoney, type RoundMoney } from './run/round-money';
export {
  getRunScenarioBlind,
  getRunScoreOptions,
  type RunScenarioInput,
  toRunScenario,
  toScenarioJokers,
} from './run/run-scenario';
export { getRunTargetScore, type TargetInput } from './run/target';
export { getShopItemPrice } from './run/pricing';
export { getKindPrices, type KindPrice } from './run/kind-prices';
export { getFirstBossAnte, isBossAvailable } from './run/bosses';
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
} from './run/parse-money';
export { RUN_ERROR_CODES, type RunError, type RunErrorCode, type RunResult } from './run/result';
export type { CardMention } from './vocabulary/find-cards';
export { findRankMentions, findSameRankGroup } from './vocabulary/find-ranks';
export type { CardTraitMention } from './vocabulary/find-card-traits';
export {
  type ExtractedEntities,
  extractEntities,
  findName,
  getNamesOfKind,
  MONEY_ROLES,
  type MoneyMention,
  type MoneyRole,
} from './vocabulary/extract-entities';
export {
  MAX_MENTIONED_ANTE,
  QUANTITY_KINDS,
  type QuantityKind,
} from './vocabulary/find-quantities';
export { NAME_KINDS, type NameKind, type NameKinds } from './vocabulary/lexicon';
export type { NameMention } from './vocabulary/match-names';
export {
  type AnteBossesReference,
  type BossPlace,
  type BossReference,
  type CardReference,
  type DeckReference,
  getAnteBossesReference,
  getBossReference,
  getDeckReference,
  getHandReference,
  getJokerReference,
  getPackReference,
  getPlanetReference,
  getSpectralReference,
  getStakeReference,
  getTagReference,
  getTarotReference,
  getVoucherReference,
  type HandReference,
  type JokerReference,
  type PackReference,
  type PlanetReference,
  type SpectralReference,
  type StakeReference,
  type TagReference,
  type TarotReference,
  type VoucherReference,
} from './reference/look-up';
export {
  doesJokerPayOnHand,
  FACE_CARD_LEANINGS,
  type FaceCardLeaning,
  getJokersRewardingHand,
  getJokerTraits,
  getModifierLeaning,
  type JokerTraits,
} from './reference/joker-traits';
export {
  findJokerPartners,
  findJokerRelation,
  findSharedHand,
  JOKER_RELATION_KINDS,
  type JokerRelation,
  type JokerRelationKind,
} from './reference/joker-relations';
export { getEasedHands, getHandExample } from './reference/hand-examples';
export { applySaveImport } from './save/apply-import';
export {
  type HandRecord,
  SAVE_AREAS,
  SAVE_GAME_STATES,
  SAVE_NOTICE_CODES,
  type SaveArea,
  type SavedJokerDetail,
  type SaveGameState,
  type SaveImport,
  type SaveImportExtras,
  type SaveNotice,
  type SaveNoticeCode,
  SKIP_REASON_MESSAGES,
  SKIP_REASONS,
  type SkippedSaveItem,
  type SkipReason,
} from './save/types';
export { importSaveFile, readSaveTable } from './save/import-save';
export { isLuaTable, type LuaKey, type LuaTable, type LuaValue } from './save/lua-table';
export {
  lookupSaveKey,
  SAVE_KEYS,
  SAVE_SEALS,
  SAVE_STICKERS,
  type SaveKeyTarget,
} from './save/save-keys';
export { MAX_SAVE_COUNT, SAVE_IMPORT_CAPS, SAVE_LIMITS, type SaveLimits } from './save/limits';
export { MAX_SKIPPED_ITEMS, MAX_UNKNOWN_KEYS } from './save/import-log';
export {
  SAVE_ERROR_CODES,
  SAVE_ERROR_MESSAGES,
  type SaveError,
  type SaveErrorCode,
  type SaveOutcome,
} from './save/errors';
export { toSaveScenario } from './save/save-scenario';
export { type CardNotationError, parseCardLine, type ParsedCardLine } from './cards/notation';
