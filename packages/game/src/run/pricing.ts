// The one place the run asks the rules for shop prices and reroll costs, so discounts,
// edition additions and the Rental price live only in the rules (facts: economy.buyCost,
// economy.reroll; docs/product/workspace.md edition price additions).

import { getBoosterPack, isBoosterPackName } from '../data/booster-packs';
import { getRerollCost, getShopPrice } from '../rules/prices';
import { getBasePrice } from './catalog';
import type { RunState, ShopItem, ShopItemName } from './types';

/** Astronomer makes Planets and Celestial Packs free (facts: economy.buyCost). */
function isFreeByAstronomer(
  run: RunState,
  item: ShopItem & { readonly name: ShopItemName },
): boolean {
  if (!run.jokers.some((joker) => joker.name === 'Astronomer')) return false;
  if (item.type === 'Planet') return true;
  return (
    item.type === 'Booster Pack' &&
    isBoosterPackName(item.name) &&
    getBoosterPack(item.name).kind === 'Celestial'
  );
}

export function getShopItemPrice(
  run: RunState,
  item: ShopItem & { readonly name: ShopItemName },
): number {
  return getShopPrice({
    baseCost: getBasePrice(item.type, item.name),
    edition: item.edition,
    vouchers: run.vouchers,
    isRental: item.stickers.includes('Rental'),
    isFreeByAstronomer: isFreeByAstronomer(run, item),
  });
}

/** Every recorded reroll was paid for: the companion does not track free ones. */
export function getRunRerollCost(run: RunState): number {
  return getRerollCost({ vouchers: run.vouchers, paidRerollsThisShop: run.shopRerolls });
}
