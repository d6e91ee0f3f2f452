// Which names belong to which shop item type, and their reference prices (docs/product/workspace.md
// "Choosing a name fills in the price from reference data where known").

import { getBoosterPack, isBoosterPackName } from '../data/booster-packs';
import { getJoker, isJokerName, type JokerName } from '../data/jokers';
import { getPlanet, isPlanetName } from '../data/planets';
import { getSpectral, isSpectralName } from '../data/spectrals';
import { getTarot, isTarotName } from '../data/tarots';
import { getVoucher, isVoucherName, type VoucherName } from '../data/vouchers';
import type { ConsumableName } from '../data/consumables';
import type {
  Consumable,
  ConsumableItemName,
  ConsumableType,
  ShopItemName,
  ShopItemType,
} from './types';

const NAME_GUARDS: { readonly [T in ShopItemType]: (name: string) => boolean } = {
  Joker: isJokerName,
  Voucher: isVoucherName,
  Tarot: isTarotName,
  Planet: isPlanetName,
  Spectral: isSpectralName,
  'Booster Pack': isBoosterPackName,
};

/** Narrows a free-text name to a name of that type, e.g. from a picker or stored JSON. */
export function isShopItemNameOfType(type: ShopItemType, name: string): name is ShopItemName {
  return NAME_GUARDS[type](name);
}

/** The listed price before editions and discounts (facts: jokers[].cost, shop, vouchers, boosterPacks). */
export function getBasePrice(type: ShopItemType, name: ShopItemName): number {
  if (type === 'Joker' && isJokerName(name)) return getJoker(name).cost;
  if (type === 'Voucher' && isVoucherName(name)) return getVoucher(name).cost;
  if (type === 'Tarot' && isTarotName(name)) return getTarot(name).cost;
  if (type === 'Planet' && isPlanetName(name)) return getPlanet(name).cost;
  if (type === 'Spectral' && isSpectralName(name)) return getSpectral(name).cost;
  if (type === 'Booster Pack' && isBoosterPackName(name)) return getBoosterPack(name).cost;
  return 0;
}

export function getConsumableType(name: ConsumableItemName): ConsumableType {
  if (isTarotName(name)) return 'Tarot';
  if (isPlanetName(name)) return 'Planet';
  if (isSpectralName(name)) return 'Spectral';
  return 'Booster Pack';
}

/** A consumable at its reference price (a deck's starting cards, the consumable picker). */
export function toConsumable(name: ConsumableName | ConsumableItemName): Consumable {
  const type = getConsumableType(name);
  return { name, type, price: getBasePrice(type, name) };
}

/** Where a named shop item goes when bought (docs/product/workspace.md "Buying a shop item"). */
export type ShopItemTarget =
  | { readonly kind: 'joker'; readonly name: JokerName }
  | { readonly kind: 'voucher'; readonly name: VoucherName }
  | {
      readonly kind: 'consumable';
      readonly name: ConsumableItemName;
      readonly type: ConsumableType;
    };

/** Null when the name is not of the item's type (e.g. edited JSON). */
export function getShopItemTarget(type: ShopItemType, name: string): ShopItemTarget | null {
  if (!isShopItemNameOfType(type, name)) return null;
  if (type === 'Joker') return isJokerName(name) ? { kind: 'joker', name } : null;
  if (type === 'Voucher') return isVoucherName(name) ? { kind: 'voucher', name } : null;
  if (isTarotName(name) || isPlanetName(name) || isSpectralName(name) || isBoosterPackName(name)) {
    return { kind: 'consumable', name, type };
  }
  return null;
}
