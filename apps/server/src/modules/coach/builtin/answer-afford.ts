// "Can I afford Blueprint for $10?": the engine's buy check (getBuyShopItemError) on the item
// at the price given or listed, with the money left and what it does to interest. "How much
// is Grabber?" gets the same check led by the price; "how much do Planets cost?" the kind's.
import { getRunErrorMessage } from '@jokerwise/contracts';
import {
  getBuyShopItemError,
  getJokerSlotUsage,
  type RunErrorCode,
  type RunState,
  type ShopItem,
  type ShopItemType,
} from '@jokerwise/game';
import { getInterestInput, getInterestReport } from '../engine-tools';
import { answerShop } from './answer-shop';
import { findAskedItems, type AskedItem } from './asked-item';
import type { CoachQuestion } from './coach-question';
import { describeKindPrice } from './describe-kind-price';
import { describeSellToCover } from './describe-sell-to-cover';
import { formatMoney, formatNumber, joinWithAnd } from './format';
import { findAskedKind } from './shop-kind';

/** "How much is Grabber?", "what does Clever Joker cost?"; not what a card is worth or sells for. */
export const ASKS_PRICE =
  /\b(costs?|price|priced)\b|\bhow much (is|are)\b(?!.*\b(worth|sells?|selling)\b)/;

/** "Should I save for Grabber?": its price against the money, as "how much is it?" asks. */
export const SAVES_FOR = /\bsav(e|ing) (up )?for\b/;

const ASKS_ALL =
  /\b(everything|it all|all of (it|them)|the (whole|entire) shop|all (the |of the )?(items|shop))\b/;
/** "Can I afford both Jokers?", "all the packs": every item of one kind in the shop. */
const ASKS_SEVERAL_OF_KIND = /\b(both|all( of)?( the| my)?)\b/;

function itemLabel(item: PricedItem): string {
  return `${item.name ?? `the unnamed ${item.type}`} (${formatMoney(item.price)})`;
}

/** An item to buy with others: its name, type and price in the shop or the question. */
interface PricedItem {
  readonly name: string | null;
  readonly type: ShopItemType;
  readonly price: number;
}

/** A Joker bought needs a free slot: what the slots take of the Jokers asked about. */
function describeJokerRoom(run: RunState, items: readonly PricedItem[]): string[] {
  const jokers = items.filter((item) => item.type === 'Joker').length;
  const slots = getJokerSlotUsage(run);
  const free = Math.max(0, slots.available - slots.used);
  if (jokers <= free) return [];
  return free === 0
    ? [
        `- Your Joker slots are full (${formatNumber(slots.used)}/${formatNumber(slots.available)}): a Joker bought would have to replace one you own.`,
      ]
    : [
        `- Your Joker slots take only ${formatNumber(free)} more of its ${formatNumber(jokers)} Jokers.`,
      ];
}

/**
 * "Can I afford Clever Joker and Swashbuckler?", "can I afford everything?": the prices added
 * up against the money, what interest keeps, and the Joker slots they need.
 */
function answerAffordTogether(
  question: CoachQuestion,
  items: readonly PricedItem[],
  what: string,
  extra: readonly string[] = [],
): string {
  const { run } = question;
  const money = question.parsed.money ?? run.money;
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const cost = `${what} cost ${formatMoney(total)} together and you have ${formatMoney(money)}`;
  const left = money - total;
  const lead =
    left >= 0
      ? `**Yes** — ${cost}: ${formatMoney(left)} left.`
      : `**No** — ${cost}: you are ${formatMoney(-left)} short.`;
  const interest =
    left >= 0
      ? [
          `- Interest at the round's end: ${formatMoney(getInterestReport(getInterestInput(run, money)).interest)} → ${formatMoney(getInterestReport(getInterestInput(run, left)).interest)}.`,
        ]
      : [];
  const details = [...interest, ...describeJokerRoom(run, items), ...extra];
  return details.length === 0 ? lead : [lead, '', ...details].join('\n');
}

/** "Both Jokers", "all the packs": the shop's items of the kind the question names. */
function findShopItemsOfKind(question: CoachQuestion): readonly ShopItem[] {
  if (!ASKS_SEVERAL_OF_KIND.test(question.parsed.text)) return [];
  const kind = findAskedKind(question);
  return kind === null ? [] : question.run.shopItems.filter((item) => item.type === kind);
}

/** What can still buy an item the money does not cover: a sale, for an item in the shop. */
function describeShortfall({ run, item, isInShop }: AskedItem, short: number): string[] {
  return isInShop ? ['', describeSellToCover(run, item.name, short)] : [];
}

/** The price first, then whether the money covers it. */
function describePrice({ run, item, isInShop }: AskedItem, error: RunErrorCode | null): string {
  const lead = `**${item.name} costs ${formatMoney(item.price)}**${isInShop ? ' in your shop' : ''}`;
  if (error === 'INSUFFICIENT_FUNDS') {
    const short = item.price - run.money;
    return [
      `${lead} — you have ${formatMoney(run.money)}: ${formatMoney(short)} short.`,
      ...describeShortfall({ run, item, isInShop }, short),
    ].join('\n');
  }
  if (error !== null) return `${lead} — but ${getRunErrorMessage(error)}`;
  return `${lead} — you have ${formatMoney(run.money)}: ${formatMoney(run.money - item.price)} left after buying it.`;
}

export function answerAfford(question: CoachQuestion): string {
  const { shopItems } = question.run;
  if (ASKS_ALL.test(question.parsed.text) && shopItems.length > 0) {
    const what = `the ${formatNumber(shopItems.length)} items in your shop`;
    return answerAffordTogether(question, shopItems, what, [
      '- Ask “What should I buy?” to see which fit your build.',
    ]);
  }
  const askedItems = findAskedItems(question);
  const ofKind = findShopItemsOfKind(question);
  if (askedItems.length > 1 || ofKind.length > 1) {
    const items = askedItems.length > 1 ? askedItems.map((asked) => asked.item) : ofKind;
    return answerAffordTogether(question, items, joinWithAnd(items.map(itemLabel)));
  }
  const [asked] = askedItems;
  if (asked === undefined) {
    const kind = findAskedKind(question);
    const asksPrice = ASKS_PRICE.test(question.parsed.text);
    return kind !== null && asksPrice ? describeKindPrice(question, kind) : answerShop(question);
  }
  const { run, item } = asked;
  const error = getBuyShopItemError(run, item.id);
  const left = run.money - item.price;
  const cost = `${item.name} costs ${formatMoney(item.price)} and you have ${formatMoney(run.money)}`;
  const text = question.parsed.text;
  if ((ASKS_PRICE.test(text) && !/\bafford\b/.test(text)) || SAVES_FOR.test(text)) {
    return describePrice(asked, error);
  }
  if (error === 'INSUFFICIENT_FUNDS') {
    const short = item.price - run.money;
    return [
      `**No** — ${cost}: you are ${formatMoney(short)} short.`,
      ...describeShortfall(asked, short),
    ].join('\n');
  }
  if (error !== null) return `**No** — ${cost}, but ${getRunErrorMessage(error)}`;
  const now = getInterestReport(getInterestInput(run)).interest;
  const after = getInterestReport(getInterestInput(run, left)).interest;
  // "How much will I have after buying X?" asks for the amount, not a yes.
  const asksAmount = /\bhow much\b|\bwhat will i have\b/.test(question.parsed.text);
  return [
    asksAmount
      ? `**${formatMoney(left)} left** — ${cost}.`
      : `**Yes** — ${cost}: ${formatMoney(left)} left.`,
    '',
    `- Interest at the round's end: ${formatMoney(now)} → ${formatMoney(after)}.`,
  ].join('\n');
}
