// "How much do Planets cost?", "what does a Joker cost?": the price of a kind of shop item in
// this run when no item is named (packages/game getKindPrices: discounts and Astronomer
// applied), with what a Joker's edition adds.
import {
  EDITION_DEFINITIONS,
  getKindPrices,
  getShopDiscountPercent,
  type KindPrice,
  type ShopItemType,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatMoney } from './format';

const KIND_NAMES: Record<ShopItemType, string> = {
  Joker: 'Joker',
  Voucher: 'Voucher',
  Planet: 'Planet card',
  Tarot: 'Tarot card',
  Spectral: 'Spectral card',
  'Booster Pack': 'Booster Pack',
};

/** Pack sizes as the game names its packs ("Jumbo Arcana Pack"). */
const GROUP_NAMES: Record<string, string> = { normal: 'normal', jumbo: 'Jumbo', mega: 'Mega' };

function formatRange({ low, high }: KindPrice): string {
  return low === high ? formatMoney(low) : `${formatMoney(low)}–${formatMoney(high)}`;
}

function describeEditions(): string {
  const added = Object.values(EDITION_DEFINITIONS).map(
    (edition) => `${edition.name} +${formatMoney(edition.shopPriceAdd)}`,
  );
  return `- An edition adds to a Joker's price: ${added.join(', ')}.`;
}

export function describeKindPrice(question: CoachQuestion, kind: ShopItemType): string {
  const { run } = question;
  const prices = getKindPrices(run, kind);
  const name = KIND_NAMES[kind];
  const [only] = prices;
  const lead =
    prices.length !== 1 || only === undefined
      ? `**${name}s cost by ${kind === 'Joker' ? 'rarity' : 'size'}**: ${prices
          .map((price) => `${GROUP_NAMES[price.group] ?? price.group} ${formatRange(price)}`)
          .join(', ')}`
      : only.high === 0
        ? // Astronomer is the one thing that makes a shop item free.
          `**${name}s are free for you** — Astronomer`
        : `**A ${name} costs ${formatRange(only)}** in the shop`;
  const discount = getShopDiscountPercent(run.vouchers);
  const yours = discount > 0 ? `, your ${discount}% voucher discount included` : '';
  return [
    `${lead}${yours}; you have ${formatMoney(run.money)}.`,
    ...(kind === 'Joker' ? ['', describeEditions()] : []),
  ].join('\n');
}
