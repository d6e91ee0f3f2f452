// "What should I buy?": each shop item priced by the engine, what it leaves in money and
// interest, how it fits the build's hand type, and with cards in hand how it moves the best
// play. An item named in the question is judged at the price given next to it ("Blueprint
// for $10"), else as the shop prices it; the money the player says they hold is used.
import { getJoker, getVoucherReference, type RunState, type ShopItemType } from '@jokerwise/game';
import {
  getBuildProfile,
  getInterestInput,
  getInterestReport,
  getShopItemValue,
  type BuildProfile,
  type ShopItemValue,
  type ShopVerdict,
} from '../engine-tools';
import { findAskedItems } from './asked-item';
import { findFirstJoker, formatFirstJoker, weighOnExample, type ExampleGain } from './first-joker';
import type { CoachQuestion } from './coach-question';
import { formatLevelUp, formatMoney, formatNumber } from './format';
import { describeNothingToJudge, findAskedKind } from './shop-kind';

const VERDICT_ORDER: readonly ShopVerdict[] = ['buy', 'consider', 'skip', 'cannot-buy'];
const VERDICT_LABELS: { readonly [V in ShopVerdict]: string } = {
  buy: 'Buy',
  consider: 'Consider',
  skip: 'Skip',
  'cannot-buy': "Can't buy",
};

function describeFit(value: ShopItemValue, profile: BuildProfile): string | null {
  const hand = value.rewardsHand;
  if (value.levelUp !== null) {
    const levels = formatLevelUp(value.levelUp);
    return value.levelUp.hand === profile.favouredHand
      ? `${levels}, the hand your build plays`
      : levels;
  }
  if (hand === null) return null;
  if (profile.favouredHand === null) return `rewards ${hand}; your build has no main hand yet`;
  return hand === profile.favouredHand
    ? `rewards ${hand}, the hand your build plays`
    : `rewards ${hand}, but your build plays ${profile.favouredHand}`;
}

/** Without cards in hand: what the Joker does to an example of a hand, "+0" said plainly. */
function describeExample({ hand, before, after }: ExampleGain): string {
  return after > before
    ? `an example ${hand} scores ${formatNumber(after)} with it (${formatNumber(before)} without)`
    : `adds nothing to an example ${hand} now (${formatNumber(before)} either way)`;
}

function describeItem(
  question: CoachQuestion,
  value: ShopItemValue,
  profile: BuildProfile,
): string {
  const edition = value.edition === null ? '' : ` (${value.edition})`;
  const head = `- **${VERDICT_LABELS[value.verdict]}** ${value.name}${edition} — ${formatMoney(value.price)}`;
  // What it does still matters when it cannot be bought now ("is Grabber good?").
  if (value.buyErrorMessage !== null) return `${head}: ${value.buyErrorMessage} _${value.effect}_`;
  const parts = [
    `leaves ${formatMoney(value.moneyAfter)} (interest ${formatMoney(value.interestNow)} → ${formatMoney(value.interestAfter)})`,
  ];
  const fit = describeFit(value, profile);
  if (fit !== null) parts.push(fit);
  const change = value.bestPlayChange;
  const example =
    change === null && question.hand.length === 0
      ? weighOnExample(question, value, profile.favouredHand)
      : null;
  if (example !== null) parts.push(describeExample(example));
  if (change !== null) {
    const order =
      value.type === 'Joker' && change.jokerOrder.at(-1) !== value.name
        ? ` with Jokers in order ${change.jokerOrder.join(', ')}`
        : '';
    // "+0" beside a Buy for the build's hand read as a contradiction: say the cards gain nothing.
    parts.push(
      change.gain === 0
        ? `your best play now stays at ${formatNumber(change.before)}`
        : `best play ${formatNumber(change.before)} → ${formatNumber(change.after)} (+${formatNumber(change.gain)})${order}`,
    );
  }
  return `${head}: ${parts.join('; ')}. _${value.effect}_`;
}

/** It pays on a poker hand or levels one: something to build on, even without a main hand. */
const hasFit = (value: ShopItemValue) => value.rewardsHand !== null || value.levelUp !== null;

/** Best first; equal items keep the order they were named or shown in. */
function sortValues(values: readonly ShopItemValue[]): ShopItemValue[] {
  return [...values].sort(
    (a, b) =>
      VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict) ||
      (b.bestPlayChange?.gain ?? 0) - (a.bestPlayChange?.gain ?? 0) ||
      Number(hasFit(b)) - Number(hasFit(a)),
  );
}

/**
 * The items the question names (priced as given, or as the shop would), else the shop's items
 * of the kind asked about.
 */
function getAskedValues(
  question: CoachQuestion,
  profile: BuildProfile,
  kind: ShopItemType | null,
): ShopItemValue[] {
  const { run, hand, budget } = question;
  const named = findAskedItems(question);
  // "Blueprint or Brainstorm?" with Blueprint owned weighs the one to buy (answerShop notes it).
  const notOwned = named.filter((entry) => !isOwnedJoker(run, entry.item.name));
  const asked = notOwned.length > 0 ? notOwned : named;
  if (asked.length === 0) {
    return run.shopItems
      .filter((item) => kind === null || item.type === kind)
      .map((item) => getShopItemValue(run, hand, item, profile, budget));
  }
  return asked.map((entry) => {
    const value = getShopItemValue(entry.run, hand, entry.item, profile, budget);
    return entry.isInShop ? value : { ...value, name: `${value.name} (not in your shop)` };
  });
}

function isOwnedJoker(run: RunState, name: string): boolean {
  return run.jokers.some((joker) => joker.name === name);
}

/** Owned Jokers named beside one to buy: said once instead of judged as purchases. */
function formatOwned(question: CoachQuestion): string[] {
  const named = [...new Set(question.parsed.jokers)];
  const owned = named.filter((name) => isOwnedJoker(question.run, name));
  if (owned.length === 0 || owned.length === named.length) return [];
  return ['', `_You already own ${owned.join(' and ')}._`];
}

/** Legendary Jokers named and not owned: never sold, so never judged as a purchase. */
function describeNeverSold(question: CoachQuestion): string | null {
  const legendary = [...new Set(question.parsed.jokers)].filter(
    (name) => getJoker(name).rarity === 'Legendary' && !isOwnedJoker(question.run, name),
  );
  if (legendary.length === 0) return null;
  const are = legendary.length === 1 ? 'is' : 'are';
  return `${legendary.join(' and ')} ${are} Legendary: never sold in a shop; only the Spectral card The Soul creates one.`;
}

function formatHeader(run: RunState, profile: BuildProfile): string {
  const plays =
    profile.favouredHand === null ? 'has no main hand yet' : `plays ${profile.favouredHand}`;
  const interest = getInterestReport(getInterestInput(run)).interest;
  return `You have **${formatMoney(run.money)}** (interest ${formatMoney(interest)}); your build ${plays}.`;
}

/**
 * "Should I get Blueprint?" while owning it, with none in the shop: an owned Joker shows up
 * in the shop again only with Showman.
 */
function describeAlreadyOwned(question: CoachQuestion): string | null {
  const named = [...new Set(question.parsed.jokers)];
  const { run } = question;
  const allOwned =
    named.length > 0 &&
    question.parsed.entities.names.every((mention) => mention.kind === 'joker') &&
    named.every((name) => isOwnedJoker(run, name)) &&
    !named.some((name) => run.shopItems.some((item) => item.name === name));
  if (!allOwned) return null;
  return `**You already own ${named.join(' and ')}.** A Joker you own shows up in the shop again only with Showman.`;
}

/** "Should I buy Seed Money?" while owning it: a Voucher is redeemed once, then its upgrade. */
function describeVoucherOwned(question: CoachQuestion): string | null {
  const named = [...new Set(question.parsed.vouchers)];
  const { run } = question;
  if (named.length === 0 || !named.every((name) => run.vouchers.includes(name))) return null;
  const upgrades = named.flatMap((name) => {
    const upgrade = getVoucherReference(name).upgrade;
    return upgrade === null || run.vouchers.includes(upgrade) ? [] : [upgrade];
  });
  const next =
    upgrades.length === 0
      ? 'There is no further upgrade of it.'
      : `Its upgrade can show up in the shop now: ${upgrades.map((name) => `**${name}** — ${getVoucherReference(name).effect}`).join(' ')}`;
  return `**You already own ${named.join(' and ')}.** A Voucher is redeemed once for the run. ${next}`;
}

export function answerShop(question: CoachQuestion): string {
  const alreadyOwned = describeAlreadyOwned(question) ?? describeVoucherOwned(question);
  if (alreadyOwned !== null) return alreadyOwned;
  const money = question.parsed.money;
  const run = money === null ? question.run : { ...question.run, money };
  const asked = { ...question, run };
  const profile = getBuildProfile(run);
  const kind = findAskedKind(question);
  const values = sortValues(getAskedValues(asked, profile, kind));
  const [only] = values;
  const neverSold = describeNeverSold(question);
  if (only === undefined) {
    return neverSold ?? describeNothingToJudge(question, profile, kind);
  }
  const owned = [...formatOwned(question), ...(neverSold === null ? [] : ['', `_${neverSold}_`])];
  if (values.length === 1) {
    return [
      describeItem(asked, only, profile).slice(2),
      '',
      formatHeader(run, profile),
      ...owned,
    ].join('\n');
  }
  const first = findFirstJoker(asked, values, profile.favouredHand);
  return [
    first === null ? formatVerdict(only) : formatFirstJoker(first),
    '',
    formatHeader(run, profile),
    '',
    ...values.map((value) => describeItem(asked, value, profile)),
    ...owned,
  ].join('\n');
}

/** The verdict over several items: the best of them, or why none. */
function formatVerdict(top: ShopItemValue): string {
  if (top.verdict === 'buy')
    return `**Buy ${top.name} first** (${formatMoney(top.price)}): it fits your build best.`;
  if (top.verdict === 'consider')
    return `**Your call** — nothing here clearly fits your build; ${top.name} (${formatMoney(top.price)}) comes closest.`;
  return '**Nothing here is worth buying now** — keep the money for interest.';
}
