// "What should I buy?" with no Joker owned and no cards to weigh: an empty Joker row scores
// only the hand's base, so the Joker in the shop that adds most to an example of the hand it
// pays on (or the build's hand, else a Pair) is the first buy.
import { getHandExample, getJokerTraits, isJokerName, type PokerHandName } from '@jokerwise/game';
import { scoreRunPlay, type ShopItemValue } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

/** A shop Joker scored on an example of a hand, without it and with it. */
export interface ExampleGain {
  readonly item: ShopItemValue;
  readonly hand: PokerHandName;
  readonly before: number;
  readonly after: number;
}

/**
 * Without cards to weigh, a shop Joker on an example of the hand it pays on (or the build's
 * hand, else a Pair), with the Jokers owned; null for anything but a Joker.
 */
export function weighOnExample(
  question: CoachQuestion,
  item: ShopItemValue,
  build: PokerHandName | null,
): ExampleGain | null {
  if (item.type !== 'Joker' || !isJokerName(item.name)) return null;
  const hand = getJokerTraits(item.name).rewardsHand ?? build ?? 'Pair';
  const played = getHandExample(hand);
  const before = scoreRunPlay(question.run, played, []);
  const after = scoreRunPlay(question.run, played, [], { add: [{ name: item.name }] });
  if (!before.ok || !after.ok) return null;
  return { item, hand, before: before.value.score, after: after.value.score };
}

/** Null once a Joker is owned or cards are held: the best-play numbers decide then. */
export function findFirstJoker(
  question: CoachQuestion,
  values: readonly ShopItemValue[],
  build: PokerHandName | null,
): ExampleGain | null {
  if (question.run.jokers.length > 0 || question.hand.length > 0) return null;
  const weighed = values.flatMap((item) => {
    const gain = item.buyError === null ? weighOnExample(question, item, build) : null;
    return gain !== null && gain.after > gain.before ? [gain] : [];
  });
  return weighed.sort((a, b) => b.after - b.before - (a.after - a.before))[0] ?? null;
}

export function formatFirstJoker({ item, hand, before, after }: ExampleGain): string {
  return `**Buy a Joker first: ${item.name}** (${formatMoney(item.price)}) — you own none yet; a ${hand} scores ${formatNumber(after)} with it instead of ${formatNumber(before)}.`;
}
