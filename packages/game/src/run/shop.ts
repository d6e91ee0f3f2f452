// The shop panel: add, edit, buy, remove and reset items, and rerolls (docs/product/workspace.md "Shop",
// "Buying a shop item", shop price).

import { getJoker, isJokerName } from '../data/jokers';
import type { JokerEdition } from '../data/vocabulary';
import type { StickerName } from '../data/stickers';
import type { VoucherName } from '../data/vouchers';
import { addConsumable, hasFreeConsumableSlot } from './consumables';
import { addJoker, hasFreeJokerSlot, normalizeStickers } from './jokers';
import { parseShopPrice, type NumericInput } from './parse-money';
import { getRunRerollCost, getShopItemPrice } from './pricing';
import { err, ok } from '../result';
import type { RunErrorCode, RunResult } from './result';
import { getRunTargetScore } from './target';
import { getShopItemTarget, isShopItemNameOfType, type ShopItemTarget } from './catalog';
import { addVoucher, getAddVoucherError } from './vouchers';
import type { RunState, ShopItem, ShopItemName, ShopItemType } from './types';

export interface ShopItemInput {
  readonly type: ShopItemType;
  readonly name?: string | null;
  readonly edition?: JokerEdition | null;
  readonly stickers?: readonly StickerName[];
  /** A typed price wins over the reference price. */
  readonly price?: NumericInput;
}

function findItem(run: RunState, id: number): ShopItem | undefined {
  return run.shopItems.find((item) => item.id === id);
}

function replaceItem(run: RunState, item: ShopItem): RunState {
  return {
    ...run,
    shopItems: run.shopItems.map((current) => (current.id === item.id ? item : current)),
  };
}

/** A named item's price is the reference price with edition additions (docs/product/workspace.md). */
function withReferencePrice(run: RunState, item: ShopItem): ShopItem {
  return item.name === null
    ? item
    : { ...item, price: getShopItemPrice(run, { ...item, name: item.name }) };
}

/** Legendary Jokers never appear in the shop (facts: shop.jokerRarityOdds; docs/product/workspace.md). */
function checkName(type: ShopItemType, name: string): RunResult<ShopItemName> {
  if (!isShopItemNameOfType(type, name)) return err({ code: 'UNKNOWN_ITEM_NAME' });
  if (type === 'Joker' && isJokerName(name) && getJoker(name).rarity === 'Legendary')
    return err({ code: 'NOT_SOLD_IN_SHOP' });
  return ok(name);
}

function editItem(
  run: RunState,
  id: number,
  edit: (item: ShopItem) => RunResult<ShopItem>,
): RunResult<RunState> {
  const item = findItem(run, id);
  if (item === undefined) return err({ code: 'ITEM_NOT_FOUND' });
  const edited = edit(item);
  return edited.ok ? ok(replaceItem(run, edited.value)) : edited;
}

/** Changing the type clears name and price (docs/product/workspace.md), and the Joker-only edition and stickers. */
export function setShopItemType(
  run: RunState,
  id: number,
  type: ShopItemType,
): RunResult<RunState> {
  return editItem(run, id, (item) =>
    ok({ ...item, type, name: null, price: 0, edition: null, stickers: [] }),
  );
}

/** Choosing a name fills in the price from reference data (docs/product/workspace.md); null clears it. */
export function setShopItemName(
  run: RunState,
  id: number,
  name: string | null,
): RunResult<RunState> {
  return editItem(run, id, (item) => {
    if (name === null) return ok({ ...item, name: null, price: 0 });
    const checked = checkName(item.type, name);
    return checked.ok ? ok(withReferencePrice(run, { ...item, name: checked.value })) : checked;
  });
}

export function setShopItemEdition(
  run: RunState,
  id: number,
  edition: JokerEdition | null,
): RunResult<RunState> {
  return editItem(run, id, (item) =>
    item.type === 'Joker'
      ? ok(withReferencePrice(run, { ...item, edition }))
      : err({ code: 'JOKERS_ONLY' }),
  );
}

/** A Rental Joker costs $1 (facts: stickers), so stickers re-price a named item too. */
export function setShopItemStickers(
  run: RunState,
  id: number,
  stickers: readonly StickerName[],
): RunResult<RunState> {
  return editItem(run, id, (item) => {
    if (item.type !== 'Joker') return err({ code: 'JOKERS_ONLY' });
    const normalized = normalizeStickers(stickers);
    return normalized.ok
      ? ok(withReferencePrice(run, { ...item, stickers: normalized.value }))
      : normalized;
  });
}

/** The price field, read as an integer on blur; NaN becomes 0 (docs/product/workspace.md). */
export function setShopItemPrice(
  run: RunState,
  id: number,
  input: NumericInput,
): RunResult<RunState> {
  return editItem(run, id, (item) => ok({ ...item, price: parseShopPrice(input) }));
}

/** Adds an item; ids come from a per-run counter so the function stays pure. */
export function addShopItem(
  run: RunState,
  input: ShopItemInput = { type: 'Joker' },
): RunResult<RunState> {
  const hasJokerExtras = input.edition != null || (input.stickers ?? []).length > 0;
  if (input.type !== 'Joker' && hasJokerExtras) return err({ code: 'JOKERS_ONLY' });
  const stickers = normalizeStickers(input.stickers ?? []);
  if (!stickers.ok) return stickers;
  const name = input.name == null ? ok(null) : checkName(input.type, input.name);
  if (!name.ok) return name;
  const id = run.nextShopItemId;
  const item = withReferencePrice(run, {
    id,
    type: input.type,
    name: name.value,
    price: 0,
    edition: input.edition ?? null,
    stickers: stickers.value,
  });
  const priced = input.price === undefined ? item : { ...item, price: parseShopPrice(input.price) };
  return ok({ ...run, shopItems: [...run.shopItems, priced], nextShopItemId: id + 1 });
}

export function removeShopItem(run: RunState, id: number): RunResult<RunState> {
  if (findItem(run, id) === undefined) return err({ code: 'ITEM_NOT_FOUND' });
  return ok({ ...run, shopItems: run.shopItems.filter((item) => item.id !== id) });
}

/** Reset: no items, no rerolls (docs/product/workspace.md "reset items"). */
export function resetShop(run: RunState): RunState {
  return { ...run, shopItems: [], shopRerolls: 0 };
}

function getDestinationError(
  run: RunState,
  target: ShopItemTarget,
  edition: JokerEdition | null,
): RunErrorCode | null {
  if (target.kind === 'joker') return hasFreeJokerSlot(run, edition) ? null : 'NO_FREE_JOKER_SLOT';
  if (target.kind === 'voucher') return getAddVoucherError(run, target.name);
  return hasFreeConsumableSlot(run, target.type) ? null : 'NO_FREE_CONSUMABLE_SLOT';
}

/**
 * Why the item cannot be bought, or null. Buying needs a name and enough money (docs/product/workspace.md,
 * "Buy is disabled when money is below price"). A Joker needs a free slot and a voucher
 * must be new with its base owned; the game refuses those purchases, so the money is kept
 * rather than spent on nothing (the spec's "silently not added" would lose the price).
 */
export function getBuyShopItemError(run: RunState, id: number): RunErrorCode | null {
  const item = findItem(run, id);
  if (item === undefined) return 'ITEM_NOT_FOUND';
  if (item.name === null) return 'ITEM_HAS_NO_NAME';
  if (run.money < item.price) return 'INSUFFICIENT_FUNDS';
  const target = getShopItemTarget(item.type, item.name);
  return target === null ? 'UNKNOWN_ITEM_NAME' : getDestinationError(run, target, item.edition);
}

export function canBuyShopItem(run: RunState, id: number): boolean {
  return getBuyShopItemError(run, id) === null;
}

/** Deducts the price, removes the item and puts it where it belongs (docs/product/workspace.md). */
export function buyShopItem(run: RunState, id: number): RunResult<RunState> {
  const error = getBuyShopItemError(run, id);
  if (error !== null) return err({ code: error });
  const item = findItem(run, id);
  const target = item?.name == null ? null : getShopItemTarget(item.type, item.name);
  if (item === undefined || target === null) return err({ code: 'ITEM_NOT_FOUND' });
  const paid: RunState = {
    ...run,
    money: run.money - item.price,
    shopItems: run.shopItems.filter((current) => current.id !== id),
  };
  if (target.kind === 'joker')
    return addJoker(paid, { ...target, edition: item.edition, stickers: item.stickers });
  if (target.kind === 'voucher') return redeemVoucher(paid, target.name);
  return addConsumable(paid, { name: target.name, type: target.type, price: item.price });
}

/**
 * Redeeming Hieroglyph or Petroglyph in the shop also sends the ante back by 1 (facts:
 * vouchers[Hieroglyph, Petroglyph]); the ante may reach 0, whose blinds are 100 chips (facts:
 * blinds.baseChipsAnte0). Recording an owned voucher with addVoucher does not move the ante.
 */
function redeemVoucher(run: RunState, voucher: VoucherName): RunResult<RunState> {
  const added = addVoucher(run, voucher);
  if (!added.ok || !ANTE_BACK_VOUCHERS.includes(voucher)) return added;
  const ante = Math.max(0, added.value.ante - 1);
  return ok({ ...added.value, ante, targetScore: getRunTargetScore({ ...added.value, ante }) });
}

const ANTE_BACK_VOUCHERS: readonly VoucherName[] = ['Hieroglyph', 'Petroglyph'];

/** What the next reroll costs in this shop (facts: economy.reroll). */
export function getShopRerollCost(run: RunState): number {
  return getRunRerollCost(run);
}

/**
 * Pays for a reroll. The game restocks only the card slots (Jokers and consumables); vouchers
 * and booster packs stay (facts: shop), so only those items remain for the player to re-enter.
 */
export function rerollShop(run: RunState): RunResult<RunState> {
  const cost = getShopRerollCost(run);
  if (run.money < cost) return err({ code: 'INSUFFICIENT_FUNDS' });
  return ok({
    ...run,
    money: run.money - cost,
    shopRerolls: run.shopRerolls + 1,
    shopItems: run.shopItems.filter(
      (item) => item.type === 'Voucher' || item.type === 'Booster Pack',
    ),
  });
}
