// The card areas of a save (`cardAreas`, one per `CardArea` of the game: jokers, consumeables,
// hand, deck, discard, play and, in the shop, shop_jokers, shop_vouchers, shop_booster), read
// card by card in their left-to-right order.
import { VOUCHER_NAMES, type VoucherName } from '../data/vouchers';
import type { TagName } from '../data/tags';
import type { ScenarioCard } from '../scoring/scenario';
import type { Consumable, JokerEntry, ShopItem } from '../run/types';
import type { ImportLog } from './import-log';
import { SAVE_IMPORT_CAPS } from './limits';
import type { JokerStateContext } from './joker-state';
import {
  getBoolean,
  getListValues,
  getNumber,
  getString,
  getTable,
  isLuaTable,
  type LuaTable,
} from './lua-table';
import {
  readConsumable,
  readEdition,
  readJoker,
  readPlayingCard,
  readShopCard,
  type CardReading,
} from './read-cards';
import { lookupSaveKey, SAVE_KEYS } from './save-keys';
import type { SaveArea, SavedJokerDetail } from './types';

/** The saved cards of one area, in order. */
export function getAreaCards(root: LuaTable, area: string): readonly LuaTable[] {
  const cards = getTable(getTable(getTable(root, 'cardAreas'), area), 'cards');
  return getListValues(cards).filter(isLuaTable);
}

/** The area's `config.card_limit`: slots as the game counts them, Negative cards included. */
export function getAreaLimit(root: LuaTable, area: string): number | undefined {
  return getNumber(getTable(getTable(getTable(root, 'cardAreas'), area), 'config'), 'card_limit');
}

/** Reads each card, logging the ones that cannot be imported. */
function readEach<T>(
  cards: readonly LuaTable[],
  area: SaveArea,
  log: ImportLog,
  read: (card: LuaTable) => CardReading<T>,
): T[] {
  const values: T[] = [];
  for (const card of cards) {
    const reading = read(card);
    if (reading.ok) {
      values.push(reading.value.card);
      reading.value.unknownKeys.forEach((key) => log.unknownKey(key));
    } else {
      log.skip(
        area,
        reading.item || '(a card without a key)',
        reading.isUnknownKey ? 'UNKNOWN_KEY' : 'NOT_IN_RUN_STATE',
      );
    }
  }
  return values;
}

/** The first `limit` values; the rest are listed as one skipped item. */
function capped<T>(values: readonly T[], limit: number, area: SaveArea, log: ImportLog): T[] {
  if (values.length > limit) log.skip(area, `${values.length - limit} more`, 'OVER_LIMIT');
  return values.slice(0, limit);
}

export function readPlayingCards(
  cards: readonly LuaTable[],
  area: SaveArea,
  log: ImportLog,
  limit: number,
): ScenarioCard[] {
  return capped(readEach(cards, area, log, readPlayingCard), limit, area, log);
}

export function countFaceDown(cards: readonly LuaTable[]): number {
  return cards.filter((card) => getString(card, 'facing') === 'back').length;
}

export function readJokers(
  root: LuaTable,
  log: ImportLog,
  context: Omit<JokerStateContext, 'ability' | 'jokerCount'>,
): { entries: JokerEntry[]; details: SavedJokerDetail[] } {
  const cards = getAreaCards(root, 'jokers');
  const readings = capped(
    readEach(cards, 'jokers', log, (card) =>
      readJoker(card, { ...context, jokerCount: cards.length }),
    ),
    SAVE_IMPORT_CAPS.jokers,
    'jokers',
    log,
  );
  return {
    entries: readings.map((reading) => reading.entry),
    details: readings.map((reading) => reading.detail),
  };
}

export function readConsumables(root: LuaTable, log: ImportLog): Consumable[] {
  const consumables = readEach(
    getAreaCards(root, 'consumeables'),
    'consumables',
    log,
    readConsumable,
  );
  return capped(consumables, SAVE_IMPORT_CAPS.consumables, 'consumables', log);
}

/** Negative cards in an area: each brings its own slot, which the run state counts apart. */
export function countNegatives(root: LuaTable, area: string): number {
  return getAreaCards(root, area).filter((card) => readEdition(card) === 'negative').length;
}

/** The shop's Jokers and cards, its voucher and its packs, numbered 1, 2, ... */
export function readShop(root: LuaTable, log: ImportLog): ShopItem[] {
  const cards = ['shop_jokers', 'shop_vouchers', 'shop_booster'].flatMap((area) =>
    getAreaCards(root, area),
  );
  const items = capped(
    readEach(cards, 'shop', log, readShopCard),
    SAVE_IMPORT_CAPS.shopItems,
    'shop',
    log,
  );
  return items.map((item, index) => ({ ...item, id: index + 1 }));
}

/** `G.GAME.used_vouchers` (`{v_grabber = true}`), in the game's voucher order. */
export function readVouchers(game: LuaTable | undefined, log: ImportLog): VoucherName[] {
  const used = getTable(game, 'used_vouchers');
  const owned = new Set<VoucherName>();
  for (const key of used?.keys() ?? []) {
    if (typeof key !== 'string' || !getBoolean(used, key)) continue;
    const voucher = lookupSaveKey(key, 'voucher');
    if (voucher) owned.add(voucher.name);
    else log.skip('vouchers', key, SAVE_KEYS.has(key) ? 'NOT_IN_RUN_STATE' : 'UNKNOWN_KEY');
  }
  return VOUCHER_NAMES.filter((name) => owned.has(name));
}

/** The skip tags waiting to trigger (`Tag:save` keeps each tag's key). */
export function readTags(root: LuaTable, log: ImportLog): TagName[] {
  const tags: TagName[] = [];
  for (const tag of getListValues(getTable(root, 'tags')).filter(isLuaTable)) {
    const key = getString(tag, 'key') ?? '';
    const known = lookupSaveKey(key, 'tag');
    if (known) tags.push(known.name);
    else log.skip('tags', key, 'UNKNOWN_KEY');
  }
  return capped(tags, SAVE_IMPORT_CAPS.tags, 'tags', log);
}
