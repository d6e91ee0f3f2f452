// What a kind of shop item costs in this run, for "how much do Planets cost?": the lowest and
// highest price over every item of the kind, the run's discounts and Astronomer applied
// (pricing.ts). Jokers are grouped by rarity and packs by size, whose prices differ; Legendary
// Jokers are never sold (facts: jokers, boosterPacks, economy.buyCost).
import { BOOSTER_PACK_NAMES, getBoosterPack, isBoosterPackName } from '../data/booster-packs';
import { getJoker, isJokerName, JOKER_NAMES } from '../data/jokers';
import { PLANET_NAMES } from '../data/planets';
import { SPECTRAL_NAMES } from '../data/spectrals';
import { TAROT_NAMES } from '../data/tarots';
import { VOUCHER_NAMES } from '../data/vouchers';
import { getShopItemPrice } from './pricing';
import type { RunState, ShopItemName, ShopItemType } from './types';

export interface KindPrice {
  /** The group: a rarity for Jokers, a size for packs, else the kind itself. */
  readonly group: string;
  readonly low: number;
  readonly high: number;
}

function namesOf(type: ShopItemType): readonly ShopItemName[] {
  switch (type) {
    case 'Joker':
      return JOKER_NAMES.filter((name) => getJoker(name).rarity !== 'Legendary');
    case 'Voucher':
      return VOUCHER_NAMES;
    case 'Planet':
      return PLANET_NAMES;
    case 'Tarot':
      return TAROT_NAMES;
    case 'Spectral':
      return SPECTRAL_NAMES;
    case 'Booster Pack':
      return BOOSTER_PACK_NAMES;
  }
}

function groupOf(type: ShopItemType, name: ShopItemName): string {
  if (isJokerName(name)) return getJoker(name).rarity;
  if (isBoosterPackName(name)) return getBoosterPack(name).size;
  return type;
}

/** The price range of each group of the kind, in the data's order (Common first, normal first). */
export function getKindPrices(run: RunState, type: ShopItemType): KindPrice[] {
  const groups = new Map<string, { low: number; high: number }>();
  for (const name of namesOf(type)) {
    const price = getShopItemPrice(run, {
      id: 0,
      type,
      name,
      price: 0,
      edition: null,
      stickers: [],
    });
    const group = groupOf(type, name);
    const seen = groups.get(group);
    groups.set(group, {
      low: Math.min(seen?.low ?? price, price),
      high: Math.max(seen?.high ?? price, price),
    });
  }
  return [...groups].map(([group, { low, high }]) => ({ group, low, high }));
}
