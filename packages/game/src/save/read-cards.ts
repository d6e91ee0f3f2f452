// One saved card (1.0.1o card.lua `Card:save`) into this package's vocabulary: a playing card
// into the calculator's card, a Joker into a Joker entry with its numbers, a consumable or a
// shop card into the run's items. A key the game data lacks is reported, never guessed.
import { CARD_EDITIONS, type CardEdition, type JokerEdition } from '../data/vocabulary';
import { STICKER_NAMES, type StickerName } from '../data/stickers';
import type { ScenarioCard } from '../scoring/scenario';
import { getConsumableType, getShopItemTarget } from '../run/catalog';
import type { Consumable, JokerEntry, ShopItem, ShopItemType } from '../run/types';
import { err, ok, type Result } from '../result';
import { MAX_SAVE_COUNT } from './limits';
import { readJokerState, toRank, toSuit, type JokerStateContext } from './joker-state';
import { getBoolean, getNumber, getString, getTable, type LuaTable } from './lua-table';
import { lookupOwn, lookupSaveKey, SAVE_EDITION_TYPES, SAVE_KEYS, SAVE_SEALS } from './save-keys';
import type { SavedJokerDetail } from './types';

/** What the card became, and the keys of its parts that the game data lacks. */
export interface ReadCard<T> {
  readonly card: T;
  readonly unknownKeys: readonly string[];
}

/** The key or text of a card that could not be read. */
export interface UnreadCard {
  readonly item: string;
  readonly isUnknownKey: boolean;
}

export type CardReading<T> = Result<ReadCard<T>, UnreadCard>;

const CARD_KEY_SUITS: { readonly [Letter: string]: string } = {
  S: 'Spades',
  H: 'Hearts',
  C: 'Clubs',
  D: 'Diamonds',
};
const CARD_KEY_RANKS: { readonly [Letter: string]: string } = {
  T: '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
};

export function getCenterKey(card: LuaTable): string {
  return getString(getTable(card, 'save_fields'), 'center') ?? '';
}

/** A count the game keeps as a whole number: sell values, prices, tallies. */
export function toCount(value: number | undefined): number {
  return value !== undefined && value > 0 ? Math.min(MAX_SAVE_COUNT, Math.floor(value)) : 0;
}

/** `edition.type`, or the flag form older saves use (`edition.holo = true`). */
export function readEdition(card: LuaTable): JokerEdition | null | 'unknown' {
  const edition = getTable(card, 'edition');
  if (!edition) return null;
  const type = getString(edition, 'type');
  if (type !== undefined) return lookupOwn(SAVE_EDITION_TYPES, type) ?? 'unknown';
  const flag = Object.keys(SAVE_EDITION_TYPES).find((name) => getBoolean(edition, name));
  return flag ? (lookupOwn(SAVE_EDITION_TYPES, flag) ?? 'unknown') : null;
}

function isCardEdition(edition: JokerEdition): edition is CardEdition {
  return CARD_EDITIONS.some((known) => known === edition);
}

/** Rank and suit as the card is now (`base`), else from its card key (`S_T`, `H_A`). */
function readRankAndSuit(card: LuaTable) {
  const base = getTable(card, 'base');
  const key = getString(getTable(card, 'save_fields'), 'card') ?? '';
  const [suitLetter = '', rankLetter = ''] = key.split('_');
  const value = getString(base, 'value') ?? lookupOwn(CARD_KEY_RANKS, rankLetter) ?? rankLetter;
  const suit = getString(base, 'suit') ?? lookupOwn(CARD_KEY_SUITS, suitLetter);
  return { rank: toRank(value), suit: toSuit(suit), label: `${value} of ${suit ?? '?'}` };
}

export function readPlayingCard(card: LuaTable): CardReading<ScenarioCard> {
  const { rank, suit, label } = readRankAndSuit(card);
  if (!rank || !suit) return err({ item: label, isUnknownKey: true });
  const unknownKeys: string[] = [];
  const centerKey = getCenterKey(card);
  const enhancement = lookupSaveKey(centerKey, 'enhancement');
  if (!enhancement && centerKey !== '') unknownKeys.push(centerKey);
  const edition = readEdition(card);
  const sealName = getString(card, 'seal');
  const seal = sealName === undefined ? undefined : lookupOwn(SAVE_SEALS, sealName);
  if (sealName !== undefined && !seal) unknownKeys.push(sealName);
  const extraChips = toCount(getNumber(getTable(card, 'ability'), 'perma_bonus'));
  const value: ScenarioCard = {
    rank,
    suit,
    ...(enhancement?.name ? { enhancement: enhancement.name } : {}),
    ...(edition !== null && edition !== 'unknown' && isCardEdition(edition) ? { edition } : {}),
    ...(seal ? { seal } : {}),
    ...(getBoolean(card, 'debuff') ? { debuffed: true } : {}),
    ...(extraChips > 0 ? { extraChips } : {}),
  };
  return ok({ card: value, unknownKeys });
}

function readStickers(ability: LuaTable | undefined): StickerName[] {
  const stickers = STICKER_NAMES.filter((name) => getBoolean(ability, name.toLowerCase()));
  // The game never rolls both; if a file claims both, Eternal wins (facts: stickers note).
  return stickers.includes('Eternal') ? stickers.filter((name) => name !== 'Perishable') : stickers;
}

/**
 * The sell value a card gained while owned (`ability.extra_value`: Egg's $3 and Gift Card's $1
 * each round end); `Card:set_cost` adds it to half the price. Left out when there is none.
 */
function readExtraValue(ability: LuaTable | undefined): { extraValue?: number } {
  const extraValue = toCount(getNumber(ability, 'extra_value'));
  return extraValue > 0 ? { extraValue } : {};
}

export interface JokerReading {
  readonly entry: JokerEntry;
  readonly detail: SavedJokerDetail;
}

export function readJoker(
  card: LuaTable,
  context: Omit<JokerStateContext, 'ability'>,
): CardReading<JokerReading> {
  const key = getCenterKey(card);
  const joker = lookupSaveKey(key, 'joker');
  if (!joker) return err({ item: key, isUnknownKey: !SAVE_KEYS.has(key) });
  const ability = getTable(card, 'ability');
  const edition = readEdition(card);
  const stickers = readStickers(ability);
  const state = readJokerState(joker.name, { ...context, ability });
  const perishTally = getNumber(ability, 'perish_tally');
  const detail: SavedJokerDetail = {
    name: joker.name,
    sellValue: toCount(getNumber(card, 'sell_cost')),
    debuffed: getBoolean(card, 'debuff'),
    ...(state ? { state } : {}),
    ...(stickers.includes('Perishable') && perishTally !== undefined
      ? { perishRoundsLeft: toCount(perishTally) }
      : {}),
  };
  return ok({
    card: {
      entry: {
        name: joker.name,
        edition: edition === 'unknown' ? null : edition,
        stickers,
        ...(state ? { values: state } : {}),
        ...readExtraValue(ability),
      },
      detail,
    },
    unknownKeys: edition === 'unknown' ? [key] : [],
  });
}

export function readConsumable(card: LuaTable): CardReading<Consumable> {
  const key = getCenterKey(card);
  const target = SAVE_KEYS.get(key);
  if (target?.kind !== 'tarot' && target?.kind !== 'planet' && target?.kind !== 'spectral') {
    return err({ item: key, isUnknownKey: target === undefined });
  }
  const price = toCount(getNumber(card, 'cost'));
  return ok({
    card: {
      name: target.name,
      type: getConsumableType(target.name),
      price,
      ...readExtraValue(getTable(card, 'ability')),
    },
    unknownKeys: [],
  });
}

const SHOP_TYPES: { readonly [Kind: string]: ShopItemType } = {
  joker: 'Joker',
  voucher: 'Voucher',
  tarot: 'Tarot',
  planet: 'Planet',
  spectral: 'Spectral',
  booster: 'Booster Pack',
};

/** A shop card without its id (the run numbers its shop items). */
export function readShopCard(card: LuaTable): CardReading<Omit<ShopItem, 'id'>> {
  const key = getCenterKey(card);
  const target = SAVE_KEYS.get(key);
  const type = target ? lookupOwn(SHOP_TYPES, target.kind) : undefined;
  const shopTarget = type && target ? getShopItemTarget(type, target.name ?? '') : null;
  if (!type || !shopTarget) {
    const isPlayingCard = target?.kind === 'enhancement';
    const label = isPlayingCard ? readRankAndSuit(card).label : key;
    return err({ item: label, isUnknownKey: target === undefined });
  }
  const edition = readEdition(card);
  const isJoker = shopTarget.kind === 'joker';
  const value: Omit<ShopItem, 'id'> = {
    type,
    name: shopTarget.name,
    price: toCount(getNumber(card, 'cost')),
    edition: isJoker && edition !== 'unknown' ? edition : null,
    stickers: isJoker ? readStickers(getTable(card, 'ability')) : [],
  };
  return ok({ card: value, unknownKeys: [] });
}
