// Reference data of the game (build 1.0.1o), typed from test/reference/balatro-facts.json.
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
} from './vocabulary';
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
} from './jokers';
export {
  MAX_HAND_LEVEL,
  MIN_HAND_LEVEL,
  POKER_HANDS,
  type PokerHandDefinition,
} from './poker-hands';
export {
  getPlanet,
  isPlanetName,
  PLANET_NAMES,
  type PlanetDefinition,
  type PlanetInfo,
  type PlanetName,
  PLANETS,
} from './planets';
export {
  getTarot,
  isTarotName,
  TAROT_NAMES,
  type TarotDefinition,
  type TarotInfo,
  type TarotName,
  TAROTS,
} from './tarots';
export {
  getSpectral,
  isSpectralName,
  SPECTRAL_NAMES,
  type SpectralDefinition,
  type SpectralInfo,
  type SpectralName,
  SPECTRALS,
} from './spectrals';
export {
  CONSUMABLE_KINDS,
  type ConsumableKind,
  type ConsumableName,
  getConsumableKind,
  isConsumableName,
} from './consumables';
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
} from './bosses';
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
} from './blinds';
export {
  getStake,
  isStakeName,
  STAKE_NAMES,
  type StakeDefinition,
  type StakeInfo,
  type StakeName,
  STAKES,
} from './stakes';
export {
  DECK_NAMES,
  type DeckDefinition,
  type DeckInfo,
  type DeckModifiers,
  type DeckName,
  DECKS,
  getDeck,
  isDeckName,
} from './decks';
export { DECK_CATEGORIES, type DeckCategory, getDeckCategory } from './deck-category';
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
} from './vouchers';
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
} from './booster-packs';
export {
  getTag,
  isTagName,
  TAG_NAMES,
  type TagDefinition,
  type TagInfo,
  type TagName,
  TAGS,
} from './tags';
export { ENHANCEMENT_DEFINITIONS, type EnhancementDefinition } from './enhancements';
export {
  EDITION_CHANCE_MULTIPLIER_BY_VOUCHER,
  EDITION_DEFINITIONS,
  type EditionDefinition,
} from './editions';
export { SEAL_DEFINITIONS, type SealDefinition } from './seals';
export {
  PERISHABLE_ROUNDS,
  RENTAL_BUY_COST,
  RENTAL_COST_PER_ROUND,
  STICKER_NAMES,
  type StickerDefinition,
  type StickerName,
  STICKERS,
} from './stickers';
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
} from './economy';
export { RANK_CHIPS } from './playing-cards';
