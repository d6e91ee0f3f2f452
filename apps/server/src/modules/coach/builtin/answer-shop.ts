// "What should I buy?": each shop item priced by the engine, what it leaves in money and
// interest, how it fits the build's hand type, and with cards in hand how it moves the best
// play. A Joker named in the question but not in the shop is priced as if it were.
import { addShopItem, getRunErrorMessage, type JokerName, type RunState } from '@jokerwise/game';
import {
  getBuildProfile,
  getInterestInput,
  getInterestReport,
  getShopItemValue,
  type BuildProfile,
  type ShopItemValue,
  type ShopVerdict,
} from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

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
    const up = value.levelUp;
    return `levels ${up.hand} ${formatNumber(up.level)} → ${formatNumber(up.nextLevel)} (${formatNumber(up.chips)} × ${formatNumber(up.mult)} → ${formatNumber(up.nextChips)} × ${formatNumber(up.nextMult)})`;
  }
  if (hand === null) return null;
  if (profile.favouredHand === null) return `rewards ${hand}; your build has no main hand yet`;
  return hand === profile.favouredHand
    ? `rewards ${hand}, the hand your build plays`
    : `rewards ${hand}, but your build plays ${profile.favouredHand}`;
}

function describeItem(value: ShopItemValue, profile: BuildProfile): string {
  const edition = value.edition === null ? '' : ` (${value.edition})`;
  const head = `- **${VERDICT_LABELS[value.verdict]}** ${value.name}${edition} — ${formatMoney(value.price)}`;
  if (value.buyErrorMessage !== null) return `${head}: ${value.buyErrorMessage}`;
  const parts = [
    `leaves ${formatMoney(value.moneyAfter)} (interest ${formatMoney(value.interestNow)} → ${formatMoney(value.interestAfter)})`,
  ];
  const fit = describeFit(value, profile);
  if (fit !== null) parts.push(fit);
  const change = value.bestPlayChange;
  if (change !== null) {
    const order =
      value.type === 'Joker' && change.jokerOrder.at(-1) !== value.name
        ? ` with Jokers in order ${change.jokerOrder.join(', ')}`
        : '';
    parts.push(
      `best play ${formatNumber(change.before)} → ${formatNumber(change.after)} (+${formatNumber(change.gain)})${order}`,
    );
  }
  return `${head}: ${parts.join('; ')}. _${value.effect}_`;
}

function sortValues(values: readonly ShopItemValue[]): ShopItemValue[] {
  return [...values].sort(
    (a, b) =>
      VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict) ||
      (b.bestPlayChange?.gain ?? 0) - (a.bestPlayChange?.gain ?? 0),
  );
}

/** A named Joker that is not in the shop, priced as a shop item would be. */
function valueOfAskedJoker(
  question: CoachQuestion,
  name: JokerName,
  profile: BuildProfile,
): ShopItemValue | string {
  const added = addShopItem(question.run, { type: 'Joker', name });
  if (!added.ok) return `${name}: ${getRunErrorMessage(added.code)}`;
  const item = added.value.shopItems.at(-1);
  if (item === undefined) return `${name}: ${getRunErrorMessage('ITEM_NOT_FOUND')}`;
  const value = getShopItemValue(added.value, question.hand, item, profile, question.budget);
  return { ...value, name: `${value.name} (not in your shop)` };
}

function getAskedValues(
  question: CoachQuestion,
  profile: BuildProfile,
): (ShopItemValue | string)[] {
  const { run, hand, parsed } = question;
  const inShop = (name: JokerName) => run.shopItems.find((item) => item.name === name);
  const asked = parsed.jokers.map((name) => {
    const item = inShop(name);
    return item === undefined
      ? valueOfAskedJoker(question, name, profile)
      : getShopItemValue(run, hand, item, profile, question.budget);
  });
  return asked.length > 0
    ? asked
    : run.shopItems.map((item) => getShopItemValue(run, hand, item, profile, question.budget));
}

function formatHeader(run: RunState, profile: BuildProfile): string {
  const plays =
    profile.favouredHand === null ? 'no main hand yet' : `plays ${profile.favouredHand}`;
  const interest = getInterestReport(getInterestInput(run)).interest;
  return `You have **${formatMoney(run.money)}** (interest ${formatMoney(interest)}); your build ${plays}.`;
}

export function answerShop(question: CoachQuestion): string {
  const { run } = question;
  const profile = getBuildProfile(run);
  const values = getAskedValues(question, profile);
  if (values.length === 0) {
    return 'Your shop is empty here: add the items you see in the **Shop** panel and ask again.';
  }
  const items = values.filter((value): value is ShopItemValue => typeof value !== 'string');
  const notes = values.filter((value): value is string => typeof value === 'string');
  return [
    formatHeader(run, profile),
    '',
    ...sortValues(items).map((value) => describeItem(value, profile)),
    ...notes.map((note) => `- ${note}`),
  ].join('\n');
}
