// "How much will I have after this round?": the cash-out of the blind being played, from the
// game's round payout (packages/game getRoundMoney: reward, interest on the money held, $1 per
// unused hand, Green Deck's own rates). Until the blind is beaten, the payout is the one for
// beating it with the next hand.
import {
  getBlindStatus,
  getRoundMoney,
  getRunScenarioBlind,
  recordHandPlayed,
  type RunState,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

/** The blind being played: the scenario's name for it, "Boss Blind" before one is chosen. */
/** "the Big Blind", "the Boss Blind, The Hook": a boss's own name already starts with "The". */
function blindName(run: RunState): string {
  const blind = getRunScenarioBlind(run);
  if (run.blindType !== 'boss') return `the ${blind}`;
  return blind === null ? 'the Boss Blind' : `the Boss Blind, ${blind}`;
}

export function answerCashOut(question: CoachQuestion): string {
  // "...and with $20?": the money the player names is the money held.
  const { money } = question.parsed;
  const run = money === null ? question.run : { ...question.run, money };
  const status = getBlindStatus(run);
  const isBeaten = status.remaining === 0;
  if (!isBeaten && status.hands === 0) {
    return `**No hands left** to beat ${blindName(run)}: ${formatNumber(status.remaining)} still needed, so this round pays nothing.`;
  }
  // Beating it takes one more hand, which is then no longer unused.
  const winNow = isBeaten ? run : recordHandPlayed(run, status.remaining);
  const payout = getRoundMoney(winNow);
  const parts = [
    `reward ${formatMoney(payout.blindReward)}`,
    `interest ${formatMoney(payout.interest)}`,
    `${formatMoney(payout.unusedHands)} for unused hands`,
    ...(payout.unusedDiscards > 0
      ? [`${formatMoney(payout.unusedDiscards)} for unused discards`]
      : []),
    ...(payout.tags > 0 ? [`${formatMoney(payout.tags)} from your Investment Tag`] : []),
  ];
  const lines = [
    `**${isBeaten ? 'Cashing out' : 'Beating it with your next hand'} takes you from ${formatMoney(payout.money)} to ${formatMoney(payout.total)}** at ${blindName(run)}: ${parts.join(', ')}.`,
    '',
  ];
  if (!isBeaten && status.hands > 1) {
    const winLater = getRoundMoney(recordHandPlayed(recordHandPlayed(run, 0), status.remaining));
    lines.push(`- Each extra hand it takes costs ${formatMoney(payout.total - winLater.total)}.`);
  }
  lines.push(
    `- Interest is counted on the ${formatMoney(payout.money)} you hold now; what Jokers and Gold cards pay at the round’s end is not counted.`,
  );
  return lines.join('\n');
}
