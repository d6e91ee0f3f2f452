// "What does Odd Todd do?": a Joker's effect, price and sell value, what it adds in the best play
// of the cards held when owned, the hand it rewards and the Jokers it works with in the run.
import {
  findJokerPartners,
  getJoker,
  getJokerReference,
  getJokerSellValue,
  getJokerTraits,
  JOKER_NAMES,
  type JokerEntry,
  type JokerName,
  type JokerRelation,
} from '@jokerwise/game';
import { bestPlayTool, scoreRunPlay, type PlayOption } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { describeCopyInRun, describeRelationInRun, findCopiesInRun } from './copy-in-run';
import { formatCards, formatJokerEffects, formatMoney, formatNumber } from './format';

const MAX_PARTNERS = 3;

/**
 * The Jokers it works with: among the player's other Jokers when they own some, else in
 * general — except a copier's, which copies nearly anything, so a general list says nothing.
 */
function describePartners(question: CoachQuestion, name: JokerName): string[] {
  const others = [...new Set(question.run.jokers.map((joker) => joker.name))].filter(
    (other) => other !== name,
  );
  const isCopier = getJokerTraits(name).copies !== null;
  if (others.length === 0 && isCopier) {
    return ['- It works with nearly every Joker: it copies any whose effect can be copied.'];
  }
  const candidates = others.length > 0 ? others : JOKER_NAMES;
  // An owned copier's line says what it copies; "it could copy X" beside it is noise.
  const isOwnedCopier = isCopier && question.run.jokers.some((joker) => joker.name === name);
  return findJokerPartners(name, candidates, MAX_PARTNERS)
    .filter((relation) => !(isOwnedCopier && relation.kind === 'copies'))
    .map((relation) => `- ${describePartnerInRun(question, relation)}`);
}

/**
 * A partner as the run stands: an owned copier busy copying another Joker is not told to move
 * (that may cost more than it gains); the order question weighs it.
 */
function describePartnerInRun(question: CoachQuestion, relation: JokerRelation): string {
  const copier = relation.first;
  const copying = findCopiesInRun(question.run, copier).find(
    (copy) => copy.copied !== null && copy.copied !== relation.second,
  );
  const busyWith = relation.kind === 'copies' ? copying?.copied : undefined;
  if (busyWith === undefined || busyWith === null) {
    return describeRelationInRun(question.run, relation);
  }
  return `Your ${copier} could copy ${relation.second}, but copies **${busyWith}** now; ask “Where should ${copier} go?” to see which scores more.`;
}

/** What an owned Joker adds in the best play of the cards held, as the engine scored it. */
function describeInBestPlay(question: CoachQuestion, name: JokerName): string | null {
  if (question.hand.length === 0) return null;
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return null;
  const { best } = result.value;
  const effects = formatJokerEffects(best.score.log, name);
  const play = `your best play (${formatCards(best.cards)}, ${best.score.hand})`;
  if (effects !== null) return `- In ${play}: ${effects}.`;
  return `- In ${play} ${describeFeeding(question, name, best) ?? 'it adds nothing'}.`;
}

/**
 * A Joker that scores nothing itself may still count through another (Swashbuckler adds Egg's
 * sell value): the same cards scored without it, and the Jokers whose part changed.
 */
function describeFeeding(
  question: CoachQuestion,
  name: JokerName,
  best: PlayOption,
): string | null {
  const held = question.hand.filter((card) => !best.cards.includes(card));
  const without = scoreRunPlay(question.run, best.cards, held, { remove: [name] });
  if (!without.ok || without.value.score >= best.score.score) return null;
  const others = [...new Set(question.run.jokers.map((joker) => joker.name))].filter(
    (other) =>
      other !== name &&
      formatJokerEffects(best.score.log, other) !== formatJokerEffects(without.value.log, other),
  );
  const who =
    others.length === 0
      ? 'another Joker counts it'
      : `${others.join(' and ')} ${others.length === 1 ? 'counts' : 'count'} it`;
  return `it scores nothing itself, but ${who}: without it the same cards score ${formatNumber(without.value.score)} instead of **${formatNumber(best.score.score)}**`;
}

/** "Yours shows X4 Mult now": what the owned card showed when the save was read. */
function describeShownValues(owned: JokerEntry | undefined): string[] {
  const values = owned?.values;
  if (values === undefined) return [];
  const shown = [
    values.chips === undefined ? null : `+${formatNumber(values.chips)} Chips`,
    values.mult === undefined ? null : `+${formatNumber(values.mult)} Mult`,
    values.xmult === undefined ? null : `X${formatNumber(values.xmult)} Mult`,
    values.count === undefined ? null : `a count of ${formatNumber(values.count)}`,
  ].filter((part): part is string => part !== null);
  return shown.length === 0 ? [] : [`- Yours shows **${shown.join(', ')}** now.`];
}

/** "How do I get more Canio mult?": a Joker's growth, which its own effect text states. */
export const ASKS_HOW_TO_GROW =
  /\bhow (do|can|should) i (get more|grow|scale|increase|charge|build up|raise|pump|power up|upgrade)\b|\bmake \S+ (stronger|grow|bigger)\b/;

/** What makes the Joker grow, or that it does not; its value now when the save showed it. */
export function describeJokerGrowth(question: CoachQuestion, name: JokerName): string {
  const joker = getJoker(name);
  const owned = question.run.jokers.find((entry) => entry.name === name);
  if (!joker.scaling) {
    return `**${name} does not grow**: _${joker.effect}_ More comes from the hand's level, enhancements, editions and other Jokers (ask “How do I get more Mult?”).`;
  }
  const shown = describeShownValues(owned);
  return [
    `**${name} grows as its effect says**: _${joker.effect}_`,
    ...(shown.length === 0 ? [] : ['', ...shown]),
  ].join('\n');
}

/** A Joker's effect, price and sell value, the hand it rewards and what it works with. */
export function describeJoker(question: CoachQuestion, name: JokerName): string {
  const joker = getJokerReference(name);
  const owned = question.run.jokers.find((entry) => entry.name === name);
  // An owned Joker sells for what it is worth in the run (Rental, value gained).
  const sells =
    owned === undefined
      ? `sells for ${formatMoney(joker.sellValue)}`
      : `yours sells for ${formatMoney(getJokerSellValue(question.run, owned))}`;
  const copies = findCopiesInRun(question.run, name).map((copy) => `- ${describeCopyInRun(copy)}`);
  const inPlay = owned === undefined ? null : describeInBestPlay(question, name);
  return [
    `**${name}** (${joker.rarity}, ${formatMoney(joker.price)}, ${sells}): _${joker.effect}_`,
    '',
    ...describeShownValues(owned),
    ...(inPlay === null ? [] : [inPlay]),
    ...copies,
    ...(joker.rewardsHand === null ? [] : [`- It pays on every ${joker.rewardsHand}.`]),
    ...(joker.canBeCopied ? [] : ['- Blueprint and Brainstorm cannot copy it.']),
    ...describePartners(question, name),
  ].join('\n');
}
