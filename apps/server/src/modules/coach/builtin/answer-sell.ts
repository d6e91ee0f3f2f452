// "How much does Blueprint sell for?": sell values from the game's price rule (half the
// current price, at least $1, with edition and discount vouchers: packages/game getSellPrice).
import {
  getBasePrice,
  getConsumableSellValue,
  getJokerSellValue,
  getSellPrice,
  growSellValuesAtRoundEnd,
  type JokerEdition,
  type JokerEntry,
  type NameMention,
  type ShopItemName,
  type ShopItemType,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';
import {
  getGain,
  rankOwnedJokers,
  type OwnedJokerRanking,
  type OwnedJokerValue,
} from './owned-jokers';

interface SellLine {
  readonly name: string;
  readonly value: number;
  readonly note: string;
  /** What it sells for once this round is won, when that is more. */
  readonly grows: number | null;
}

/** What an owned Joker sells for once this round is won (Egg +$3, Gift Card +$1 each). */
function getSellValueNextRound(question: CoachQuestion, owned: JokerEntry): number | null {
  const { run } = question;
  const grown = growSellValuesAtRoundEnd(run).jokers[run.jokers.indexOf(owned)];
  return grown === undefined ? null : getJokerSellValue(run, grown);
}

/** An owned Joker sells for what the run says (Rental, value gained); others by the price rule. */
function sellLine(
  question: CoachQuestion,
  type: ShopItemType,
  name: ShopItemName,
  edition: JokerEdition | null,
  owned: JokerEntry | undefined,
): SellLine {
  const { run } = question;
  const value =
    owned === undefined
      ? getSellPrice({ baseCost: getBasePrice(type, name), edition, vouchers: run.vouchers })
      : getJokerSellValue(run, owned);
  const gained = owned?.extraValue ? `+${formatMoney(owned.extraValue)} gained` : null;
  const next = owned === undefined ? null : getSellValueNextRound(question, owned);
  const parts = [edition, owned ? 'yours' : null, gained].filter(
    (part): part is string => part !== null,
  );
  return {
    name,
    value,
    note: parts.length === 0 ? '' : ` (${parts.join(', ')})`,
    grows: next !== null && next > value ? next : null,
  };
}

/** Vouchers are used at once and packs opened in the shop: neither is ever held to sell. */
const UNSELLABLE: readonly ShopItemType[] = ['Voucher', 'Booster Pack'];

/** Sold for a slot, a Negative Joker frees none: the weakest of the others does. */
function describeSlotSale(ranking: OwnedJokerRanking, pick: OwnedJokerValue): string | null {
  if (pick.joker.edition !== 'negative') return null;
  const other = ranking.ranked.find((value) => value.joker.edition !== 'negative');
  const instead =
    other === undefined
      ? ''
      : `; for a slot, sell **${other.joker.name}** (${formatMoney(other.sellValue)}), the weakest of the others`;
  return `Selling ${pick.joker.name} frees no Joker slot: it is Negative${instead}.`;
}

/**
 * "Which Joker should I sell?": the one whose loss costs the best play least — without cards,
 * an example of the build's hand. When even that one scores, selling is only worth it for what
 * the money or the slot buys, and the answer says so rather than telling the player to sell.
 */
function answerWhichToSell(question: CoachQuestion): string | null {
  const ranking = rankOwnedJokers(question);
  const { now, example, ranked, profile } = ranking;
  const [pick] = ranked;
  if (pick === undefined) return null;
  const reason =
    now !== null && pick.without !== null
      ? example === null
        ? `without it your best play is ${formatNumber(pick.without)} (${formatNumber(now)} now)`
        : `without it an example ${example} scores ${formatNumber(pick.without)} (${formatNumber(now)} with it)`
      : pick.supports
        ? 'every Joker of yours supports your main hand; this one the least'
        : `it does not pay on ${profile.favouredHand ?? 'a hand your build plays'}`;
  const gain = getGain(ranking, pick);
  const verdict =
    gain !== null && gain > 0
      ? `**Keep them unless you need the money or a slot**: every Joker of yours adds to your best play. The one that costs least is **${pick.joker.name}** (sells for ${formatMoney(pick.sellValue)}) — ${reason}.`
      : `**Sell ${pick.joker.name}** for ${formatMoney(pick.sellValue)} — ${reason}.`;
  const slot = describeSlotSale(ranking, pick);
  return slot === null ? verdict : `${verdict}\n\n${slot}`;
}

interface NamedItem {
  readonly type: ShopItemType;
  readonly name: ShopItemName;
}

/**
 * Every item named, once each. Read from the names, not the shop: a Legendary Joker never
 * appears in a shop, yet an owned one sells like any other.
 */
function findNamedItems(question: CoachQuestion): NamedItem[] {
  const items: NamedItem[] = [];
  for (const mention of question.parsed.entities.names) {
    const item = toNamedItem(mention);
    if (item !== null && !items.some((known) => known.name === item.name)) items.push(item);
  }
  return items;
}

function toNamedItem(mention: NameMention): NamedItem | null {
  switch (mention.kind) {
    case 'joker':
      return { type: 'Joker', name: mention.name };
    case 'voucher':
      return { type: 'Voucher', name: mention.name };
    case 'planet':
      return { type: 'Planet', name: mention.name };
    case 'tarot':
      return { type: 'Tarot', name: mention.name };
    case 'spectral':
      return { type: 'Spectral', name: mention.name };
    case 'pack':
      return { type: 'Booster Pack', name: mention.name };
    default:
      return null;
  }
}

/** "If I sell everything?", "all my Jokers": the total first. */
const ASKS_ALL = /\b(everything|all (of )?(my|them|the|your)|all my jokers|every joker)\b/;

function describeSellAll(lines: readonly ReturnType<typeof sellLine>[]): string {
  const total = lines.reduce((sum, line) => sum + line.value, 0);
  return [
    `**Selling every Joker gives ${formatMoney(total)}** — each sells for half its price, rounded down, at least $1, plus what it has gained.`,
    '',
    ...lines.map((line) => `- ${line.name}${line.note}: ${formatMoney(line.value)}`),
  ].join('\n');
}

/** "Should I sell my Planet?": the consumables of that kind held, with what each sells for. */
const ASKS_CONSUMABLE_SALE = /\bmy (planets?|tarots?|spectrals?|consumables?)\b/;

function describeConsumableSale(question: CoachQuestion): string | null {
  const kind = ASKS_CONSUMABLE_SALE.exec(question.parsed.text)?.[1];
  if (kind === undefined) return null;
  const { run } = question;
  const held = run.consumables.filter(
    (consumable) => kind.startsWith('consumable') || kind.startsWith(consumable.type.toLowerCase()),
  );
  if (held.length === 0) return `**You hold no ${kind.replace(/s$/, '')} cards to sell.**`;
  const lines = held.map(
    (consumable) =>
      `- ${consumable.name} (${consumable.type}): ${formatMoney(getConsumableSellValue(run, consumable))}`,
  );
  return [
    '**A consumable sells for little** — half its price, at least $1 — so use it unless you need the slot or the money:',
    '',
    ...lines,
    '',
    `Ask what one does: “What does ${held[0]?.name ?? 'Jupiter'} do?”`,
  ].join('\n');
}

export function answerSellValue(question: CoachQuestion): string {
  const { run } = question;
  const items = findNamedItems(question);
  const consumables = items.length === 0 ? describeConsumableSale(question) : null;
  if (consumables !== null) return consumables;
  const asksWhich =
    /\bwhich\b.*\bsell\b|\bwhat (joker|one) (should|to|do)\b.*\bsell\b|\bshould i sell\b/;
  if (items.length === 0 && asksWhich.test(question.parsed.text)) {
    const pick = answerWhichToSell(question);
    if (pick !== null) return pick;
  }
  const unsellable = items.find((item) => UNSELLABLE.includes(item.type));
  if (unsellable !== undefined && items.length === 1) {
    return `**${unsellable.name} can't be sold**: a ${unsellable.type === 'Voucher' ? 'voucher is redeemed' : 'pack is opened'} as soon as you buy it.`;
  }
  const asked = items
    .filter((item) => !UNSELLABLE.includes(item.type))
    .map((item) => {
      const owned = run.jokers.find((joker) => joker.name === item.name);
      const inShop = run.shopItems.find((shopItem) => shopItem.name === item.name);
      return sellLine(
        question,
        item.type,
        item.name,
        owned?.edition ?? inShop?.edition ?? null,
        owned,
      );
    });
  const lines =
    asked.length > 0
      ? asked
      : run.jokers.map((joker) => sellLine(question, 'Joker', joker.name, joker.edition, joker));
  const [first, ...rest] = lines;
  if (first === undefined)
    return 'You own no Jokers to sell. Name one: “How much does Blueprint sell for?”';
  if (asked.length === 0 && ASKS_ALL.test(question.parsed.text)) return describeSellAll(lines);
  return [
    `**${first.name}${first.note} sells for ${formatMoney(first.value)}** — half its price, rounded down, at least $1.${first.grows === null ? '' : ` Once this round is won: **${formatMoney(first.grows)}**.`}`,
    ...(rest.length === 0
      ? []
      : [
          '',
          ...rest.map(
            (line) =>
              `- ${line.name}${line.note}: ${formatMoney(line.value)}${line.grows === null ? '' : ` (${formatMoney(line.grows)} once this round is won)`}`,
          ),
        ]),
    '',
    '_Egg and Gift Card add to this as rounds pass; the game shows the current value._',
  ].join('\n');
}
