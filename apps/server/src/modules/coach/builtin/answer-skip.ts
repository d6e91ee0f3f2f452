// "Should I skip the Small Blind?": what skipping gives up (the blind's reward and the
// interest paid when the round is cashed out) against what the hand can score there.
import type { RunState } from '@jokerwise/game';
import {
  bestPlayTool,
  getInterestInput,
  getInterestReport,
  getTargetDetails,
} from '../engine-tools';
import { formatBlindName } from './answer-target';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

function bestScoreAt(question: CoachQuestion, run: RunState): number | null {
  if (question.hand.length === 0) return null;
  const result = bestPlayTool.run({}, { ...question, run });
  return result.ok ? result.value.best.score.score : null;
}

export function answerSkipBlind(question: CoachQuestion): string {
  const { run, parsed } = question;
  const blindType = parsed.blindType ?? run.blindType;
  if (blindType === 'boss') {
    return "**You can't skip a Boss Blind** — only the Small and Big Blind can be skipped, each for a tag.";
  }
  const ante = parsed.ante ?? run.ante;
  const target = getTargetDetails({
    ante,
    blind: blindType,
    stake: run.stake,
    deck: run.deck,
    bossDisabled: false,
  });
  const interest = getInterestReport(getInterestInput(run)).interest;
  const givesUp = target.reward + interest;
  const name = formatBlindName(blindType);
  const score = bestScoreAt(question, {
    ...run,
    ante,
    blindType,
    bossBlind: null,
    currentScore: 0,
  });
  let verdict: string;
  if (givesUp === 0) {
    verdict = `**Skip it if the tag helps** — the ${name} pays ${formatMoney(target.reward)} here and you earn ${formatMoney(interest)} interest, so skipping costs no money.`;
  } else if (score !== null && score >= target.target) {
    verdict = `**Play it** — your best play scores **${formatNumber(score)}**, enough for the ${name} (${formatNumber(target.target)}), and beating it pays ${formatMoney(target.reward)} plus ${formatMoney(interest)} interest.`;
  } else {
    verdict = `**Play it unless the tag is worth more than ${formatMoney(givesUp)}** — skipping gives up the ${formatMoney(target.reward)} reward and ${formatMoney(interest)} interest.`;
  }
  return [
    verdict,
    '',
    `- Skipping gives the blind's tag and goes straight to the next blind: no reward, no interest, no shop.`,
    // The tag on offer is drawn by the game and shown under the blind; the run does not hold it.
    `- The tag is shown under the blind in the game: ask what it does (“What does Investment Tag do?”).`,
    `- The ${name} at ante ${formatNumber(ante)} asks **${formatNumber(target.target)}**${score === null || score >= target.target ? '' : `; your best play scores ${formatNumber(score)}`}.`,
  ].join('\n');
}
