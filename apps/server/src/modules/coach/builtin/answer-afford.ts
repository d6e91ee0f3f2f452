// "Can I afford Blueprint for $10?": the engine's buy check (getBuyShopItemError) on the item
// at the price given or listed, with the money left and what it does to interest. "How much
// is Grabber?" gets the same check led by the price; "how much do Planets cost?" the kind's.
import { getRunErrorMessage } from '@jokerwise/contracts';
import { getBuyShopItemError, getJokerSlotUsage, type RunErrorCode } from '@jokerwise/game';
import { getInterestInput, getInterestReport } from '../engine-tools';
import { answerShop } from './answer-shop';
import { findAskedItems, type AskedItem } from './asked-item';
import type { CoachQuestion } from './coach-question';
import { describeKindPrice } from './describe-kind-price';
import { describeSellToCover } from './describe-sell-to-cover';
import { formatMoney, formatNumber } from './format';
import { findAskedKind } from './shop-kind';

/** "How much is Grabber?", "what does Clever Joker cost?"; not what a card is worth or sells for. */
export const ASKS_PRICE =
  /\b(costs?|price|priced)\b|\bhow much (is|are)\b(?!.*\b(worth|sells?|selling)\b)/;

/** "Should I save for Grabber?": its price against the money, as "how much is it?" asks. */
export const SAVES_FOR = /\bsav(e|ing) (up )?for\b/;

const ASKS_ALL =
  /\b(everything|it all|all of (it|them)|the (whole|entire) shop|all (the |of the )?(items|shop))\b/;

/** "Can I afford everything?": the shop's prices added up, and the Joker slots they need. */
function answerAffordAll(question: CoachQuestion): string {
  const { run } = question;
  const total = run.shopItems.reduce((sum, item) => sum + item.price, 0);
  const cost = `the ${formatNumber(run.shopItems.length)} items in your shop cost ${formatMoney(total)} together and you have ${formatMoney(run.money)}`;
  const lead =
    total <= run.money
      ? `**Yes** — ${cost}: ${formatMoney(run.money - total)} left.`
      : `**No** — ${cost}: you are ${formatMoney(total - run.money)} short.`;
  const jokers = run.shopItems.filter((item) => item.type === 'Joker').length;
  const slots = getJokerSlotUsage(run);
  const free = Math.max(0, slots.available - slots.used);
  const room =
    jokers <= free
      ? []
      : free === 0
        ? [
            `- Your Joker slots are full (${formatNumber(slots.used)}/${formatNumber(slots.available)}): a Joker bought would have to replace one you own.`,
          ]
        : [
            `- Your Joker slots take only ${formatNumber(free)} more of its ${formatNumber(jokers)} Jokers.`,
          ];
  return [lead, '', ...room, '- Ask “What should I buy?” to see which fit your build.'].join('\n');
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
  if (ASKS_ALL.test(question.parsed.text) && question.run.shopItems.length > 0) {
    return answerAffordAll(question);
  }
  const [asked] = findAskedItems(question);
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
