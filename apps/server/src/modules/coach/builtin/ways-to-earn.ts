// "How do I make more money?": where the game pays — blinds, hands left, interest, Gold cards
// and seals, selling, the Jokers that make money — read from packages/game's data, then the
// run's own money and interest.
import {
  BLIND_REWARDS,
  ENHANCEMENT_DEFINITIONS,
  getDeck,
  getStakeReference,
  JOKERS,
  MONEY_PER_REMAINING_HAND,
  SEAL_DEFINITIONS,
} from '@jokerwise/game';
import { interestTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

/** "How do I make more money?", "ways to earn money": the sources, not the interest alone. */
export const ASKS_WAYS_TO_EARN =
  /\bhow (do|can|could|should) i (make|earn|get|gain) (more )?(money|cash|\$)\b|\bways? to (make|earn|get) (more )?(money|cash)\b|\bsources? of (money|income)\b|\bincome\b/;

/** Jokers listed by name in one line; the rest are counted. */
const MAX_JOKERS_NAMED = 8;

export function answerWaysToEarn(question: CoachQuestion): string {
  const { run } = question;
  const small = getStakeReference(run.stake).smallBlindReward;
  const perHand = getDeck(run.deck).modifiers.moneyPerRemainingHand ?? MONEY_PER_REMAINING_HAND;
  const interest = interestTool.run({}, { run, hand: question.hand }).value;
  const earners = JOKERS.filter((joker) => joker.kinds.includes('economy')).map(
    (joker) => joker.name,
  );
  const more = earners.length - MAX_JOKERS_NAMED;
  return [
    '**Money comes from:**',
    '',
    `- Beating blinds: Small ${formatMoney(small)}, Big ${formatMoney(BLIND_REWARDS.big)}, Boss ${formatMoney(BLIND_REWARDS.boss)} on ${run.stake}.`,
    `- Each hand left when a blind is beaten: ${formatMoney(perHand)} (${run.deck}).`,
    interest.paysInterest
      ? `- Interest at each round end: ${formatMoney(interest.maxInterest)} at most now, from ${formatMoney(interest.maxInterestMoney)} held.`
      : `- No interest: ${run.deck} pays none.`,
    `- ${ENHANCEMENT_DEFINITIONS.gold.name}: ${ENHANCEMENT_DEFINITIONS.gold.effect} ${SEAL_DEFINITIONS.gold.name}: ${SEAL_DEFINITIONS.gold.effect}`,
    '- Selling: a card sells for half its price (Egg and Gift Card raise that as rounds pass).',
    `- Economy Jokers (${formatNumber(earners.length)}): ${earners.slice(0, MAX_JOKERS_NAMED).join(', ')}${more > 0 ? ` and ${formatNumber(more)} more` : ''}; ask what one does.`,
    '',
    `You have ${formatMoney(run.money)} now.`,
  ].join('\n');
}
