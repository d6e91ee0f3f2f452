// "What should I play?": the engine's best play from the hand, how its score is made, and the
// runners-up.
import { getJokerSlotUsage } from '@jokerwise/game';
import { bestPlayTool, type PlayOption } from '../engine-tools';
import { answerHandLevel } from './answer-hand-level';
import type { CoachQuestion } from './coach-question';
import { withNamedJokers } from './what-if';
import {
  formatAgainstTarget,
  formatCards,
  formatJokerEffects,
  formatNumber,
  formatScoreLine,
  NEED_CARDS,
} from './format';

function formatRunnerUp(option: PlayOption): string {
  const { score } = option;
  return `${score.hand} (${formatCards(option.cards)}) ${formatNumber(score.score)}`;
}

/** The lines that explain one play; reused by the beat-the-blind answer. */
export function describePlay(option: PlayOption): string[] {
  const { score } = option;
  const jokers = formatJokerEffects(score.log);
  return [
    `Play **${formatCards(option.cards)}** (${formatNumber(option.cards.length)} cards).`,
    '',
    `- ${formatScoreLine(score)}`,
    ...(jokers === null ? [] : [`- Jokers: ${jokers}`]),
    ...(score.notAllowed === null ? [] : [`- Not allowed: ${score.notAllowed}`]),
    `- ${formatAgainstTarget(score)} (${formatNumber(score.handsLeft)} hands left)`,
  ];
}

const ASKS_SHOULD_PLAY = /\bshould i play\b/;

/**
 * "What's my best Full House?": the best play that makes the one hand named, beside the best
 * play overall; null when the question names no single hand.
 */
function answerBestOfHand(question: CoachQuestion): string | null {
  const { hands, cardGroups } = question.parsed;
  const [onlyHand, ...more] = hands;
  if (onlyHand === undefined || more.length > 0 || cardGroups.length > 1) return null;
  // Without cards in hand, "my Flush" can only be the run's Flush: its level and values.
  if (question.hand.length === 0) return answerHandLevel(question);
  const overall = bestPlayTool.run({}, question);
  if (!overall.ok) return overall.message;
  const best = overall.value.best;
  const bestLine = `Your best play is ${formatRunnerUp(best)}.`;
  const ofHand = bestPlayTool.run({ onlyHand }, question);
  if (!ofHand.ok) {
    return ofHand.code === 'NO_PLAY_OF_HAND'
      ? `**No ${onlyHand} in your hand.** ${bestLine}`
      : ofHand.message;
  }
  const play = ofHand.value.best;
  // "Should I play a Pair?": the verdict first, the play's working under it.
  const verdict = !ASKS_SHOULD_PLAY.test(question.parsed.text)
    ? []
    : best.score.hand === onlyHand
      ? [`**Yes**: your best ${onlyHand} is your best play.`, '']
      : [
          `**No**: your ${best.score.hand} scores more, ${formatNumber(best.score.score)} against ${formatNumber(play.score.score)}.`,
          '',
        ];
  return [
    ...verdict,
    `### Your best ${onlyHand}: ${formatNumber(play.score.score)}`,
    '',
    ...describePlay(play),
    '',
    best.score.hand === onlyHand ? 'It is your best play.' : bestLine,
  ].join('\n');
}

/** "Without Cavendish": what the best play with every Joker scores, beside. */
function describeLoss(
  question: CoachQuestion,
  removed: readonly string[],
  without: number,
): string[] {
  if (removed.length === 0) return [];
  const withAll = bestPlayTool.run({}, question);
  if (!withAll.ok) return [];
  const score = withAll.value.best.score.score;
  return [
    `- With ${removed.join(', ')}: ${formatNumber(score)}, ${formatNumber(score - without)} more.`,
  ];
}

export function answerBestPlay(question: CoachQuestion): string {
  const ofHand = answerBestOfHand(question);
  if (ofHand !== null) return ofHand;
  const whatIf = withNamedJokers(question);
  const result = bestPlayTool.run({}, { ...question, run: whatIf.run });
  if (!result.ok) return result.code === 'NO_CARDS_IN_HAND' ? NEED_CARDS : result.message;
  const { best, runnersUp } = result.value;
  const added =
    whatIf.added.length === 0
      ? ''
      : ` with ${whatIf.added.join(', ')} (Jokers in order ${whatIf.run.jokers.map((joker) => joker.name).join(', ')})`;
  const removed = whatIf.removed.length === 0 ? '' : ` without ${whatIf.removed.join(', ')}`;
  const lines = [
    `### Best play${added}${removed}: ${best.score.hand}`,
    '',
    ...describePlay(best),
    ...describeLoss(question, whatIf.removed, best.score.score),
  ];
  const slots = getJokerSlotUsage(question.run);
  if (whatIf.added.length > 0 && slots.used + whatIf.added.length > slots.available) {
    const now = `${formatNumber(slots.used)}/${formatNumber(slots.available)}`;
    lines.push(`- Your Joker slots are full (${now}): one would replace a Joker you own.`);
  }
  if (runnersUp.length > 0) {
    lines.push('', `Next best: ${runnersUp.map(formatRunnerUp).join('; ')}.`);
  }
  lines.push('', '_Chance effects (Lucky cards, Misprint …) are counted as not firing._');
  return lines.join('\n');
}
