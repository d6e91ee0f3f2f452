// The shop item a question is about: the first item named, with the price the player gave
// next to it ("Blueprint for $10"), else its price in the run's shop, else the engine's price.
// Added to a copy of the run's shop, so the engine's own buy rules can judge it.
import {
  addShopItem,
  getBoosterPack,
  isBoosterPackName,
  type BoosterPackName,
  type NameMention,
  type RunState,
  type ShopItem,
  type ShopItemType,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';

const ITEM_TYPES: Partial<Record<NameMention['kind'], ShopItemType>> = {
  joker: 'Joker',
  voucher: 'Voucher',
  planet: 'Planet',
  tarot: 'Tarot',
  spectral: 'Spectral',
  pack: 'Booster Pack',
};

export interface AskedItem {
  /** The run with the item in its shop and the money the player said they hold. */
  readonly run: RunState;
  readonly item: ShopItem & { readonly name: NonNullable<ShopItem['name']> };
  readonly isInShop: boolean;
}

function withMoney(question: CoachQuestion): RunState {
  const money = question.parsed.money;
  return money === null ? question.run : { ...question.run, money };
}

/** Every item the question names, in order; shop items as they are, others added. */
function findPackOfKind(run: RunState, pack: BoosterPackName): ShopItem | undefined {
  const { kind } = getBoosterPack(pack);
  return run.shopItems.find(
    (item) =>
      item.type === 'Booster Pack' &&
      item.name !== null &&
      isBoosterPackName(item.name) &&
      getBoosterPack(item.name).kind === kind,
  );
}

export function findAskedItems(question: CoachQuestion): AskedItem[] {
  const run = withMoney(question);
  const asked: AskedItem[] = [];
  for (const mention of question.parsed.entities.names) {
    const type = ITEM_TYPES[mention.kind];
    if (type === undefined) continue;
    const price = question.parsed.prices.find((money) => money.item === mention)?.amount;
    // "The Celestial Pack" with a Jumbo Celestial Pack in the shop: that one.
    const inShop =
      run.shopItems.find((item) => item.name === mention.name) ??
      (mention.kind === 'pack' ? findPackOfKind(run, mention.name) : undefined);
    const base = inShop === undefined || price !== undefined ? null : inShop;
    const added =
      base === null
        ? addShopItem(run, { type, name: mention.name, ...(price === undefined ? {} : { price }) })
        : null;
    const withItem = added?.ok ? added.value : run;
    const item = base ?? withItem.shopItems.at(-1);
    if (item?.name == null || (added !== null && !added.ok)) continue;
    asked.push({
      run: withItem,
      item: { ...item, name: item.name },
      isInShop: inShop !== undefined,
    });
  }
  return asked;
}
