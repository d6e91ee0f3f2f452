// "Summarize my run": deck, stake, blind and target, money and interest, the build, the cards
// in hand and the shop.
import { getBlindStatus, getJokerSlotUsage, getStake, type BlindStatus } from '@jokerwise/game';
import {
  getBuildProfile,
  getInterestInput,
  getInterestReport,
  getRunTargetDetails,
} from '../engine-tools';
import { describeHistory } from '../describe-history';
import { formatBlindName } from './answer-target';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatMoney, formatNumber, plural } from './format';

function describeBuild(question: CoachQuestion): string {
  const { run } = question;
  const slots = getJokerSlotUsage(run);
  // "Odd Todd (negative)", "Egg (eternal)": what the game shows on the card.
  const jokers =
    run.jokers.length === 0
      ? 'none yet'
      : run.jokers
          .map(({ name, edition, stickers }) => {
            const marks = [
              ...(edition === null ? [] : [edition]),
              ...stickers.map((sticker) => sticker.toLowerCase()),
            ];
            return marks.length === 0 ? name : `${name} (${marks.join(', ')})`;
          })
          .join(', ');
  const profile = getBuildProfile(run);
  const favoured =
    profile.favouredHand === null
      ? 'no main hand yet'
      : `**${profile.favouredHand}** (level ${formatNumber(profile.favouredHandLevel ?? 1)}${profile.supportingJokers.length > 0 ? `; ${profile.supportingJokers.join(', ')}` : ''})`;
  return `- Jokers (${formatNumber(slots.used)}/${formatNumber(slots.available)}): ${jokers}; the build favours ${favoured}.`;
}

function describeShop({ run }: CoachQuestion): string {
  if (run.shopItems.length === 0) return run.isShopOpen ? 'empty' : 'closed';
  return run.shopItems
    .map((item) => `${item.name ?? `unnamed ${item.type}`} ${formatMoney(item.price)}`)
    .join(', ');
}

const ASKS_HANDS_LEFT = /\bhow many (hands|discards)\b|\b(hands|discards) (do i have )?left\b/;
const ASKS_HAND_SIZE = /\bhand size\b/;
const ASKS_DECK = /\b(what|which) (deck|stake)\b/;
const ASKS_ANTE = /\b(what|which) (ante|round)\b|\bwhat(?:'s| is|s) my ante\b/;
const ASKS_SCORE = /\bwhat(?:'s| is|s) my score\b|\bscore(d)? so far\b/;

/** "How many hands do I have left?": that figure first, then the whole summary under it. */
function describeAskedPart(
  question: CoachQuestion,
  status: BlindStatus,
  blind: string,
): string | null {
  const { text } = question.parsed;
  const { run } = question;
  if (ASKS_HANDS_LEFT.test(text)) {
    return `**${plural(status.hands, 'hand')} and ${plural(status.discards, 'discard')} left** this round, ${formatNumber(status.score)} of ${formatNumber(status.target)} scored.`;
  }
  if (ASKS_HAND_SIZE.test(text)) return `**Your hand size is ${formatNumber(status.handSize)}.**`;
  if (ASKS_DECK.test(text)) return `**${run.deck}, ${run.stake}.**`;
  if (ASKS_SCORE.test(text)) {
    return `**${formatNumber(status.score)} of ${formatNumber(status.target)}** scored at the ${blind}, ${formatNumber(status.remaining)} to go.`;
  }
  if (ASKS_ANTE.test(text)) {
    return `**Ante ${formatNumber(run.ante)}, round ${formatNumber(run.round)} of 3**: ${blind}.`;
  }
  return null;
}

export function answerRunSummary(question: CoachQuestion): string {
  const { run, hand } = question;
  const target = getRunTargetDetails(run);
  const interest = getInterestReport(getInterestInput(run));
  const history = describeHistory(run);
  const status = getBlindStatus(run);
  const next =
    interest.moneyForNextStep === null
      ? ''
      : `; ${formatMoney(interest.moneyForNextStep)} more for the next step`;
  const asked = describeAskedPart(question, status, formatBlindName(target.blind));
  return [
    ...(asked === null ? [] : [asked, '']),
    `### Your run`,
    '',
    `- ${run.deck}, ${run.stake} (stake ${formatNumber(getStake(run.stake).level)}); ante ${formatNumber(run.ante)}, round ${formatNumber(run.round)}: **${formatBlindName(target.blind)}**, target **${formatNumber(target.target)}** (scored ${formatNumber(run.currentScore)}).`,
    // As the workspace shows them: the boss's limits and a Juggle Tag applied.
    `- ${formatNumber(status.hands)} hands, ${formatNumber(status.discards)} discards, hand size ${formatNumber(status.handSize)}.`,
    `- Money ${formatMoney(run.money)}, interest ${formatMoney(interest.interest)}${next}.`,
    describeBuild(question),
    ...(run.vouchers.length === 0 ? [] : [`- Vouchers: ${run.vouchers.join(', ')}.`]),
    `- Cards in hand${hand.length === 0 ? ': none entered' : ` (${formatNumber(hand.length)}): ${formatCards(hand)}`}.`,
    `- Shop: ${describeShop(question)}.`,
    ...(history === null ? [] : [`- ${history}`]),
  ].join('\n');
}
