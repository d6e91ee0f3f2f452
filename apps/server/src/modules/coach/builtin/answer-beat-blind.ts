// "Does this beat the blind?": the best play from the hand against what the blind still needs;
// a boss, blind or ante named in the question is checked instead of the current one.
import type { RunState } from '@jokerwise/game';
import { bestPlayTool, scoreHandTool } from '../engine-tools';
import { describePlay } from './answer-best-play';
import { getAnteBoss } from './ante-boss';
import type { CoachQuestion } from './coach-question';
import {
  formatAgainstTarget,
  formatCards,
  formatNumber,
  formatScoreLine,
  NEED_CARDS,
} from './format';

/** The run with the blind the player asked about; a different blind starts from 0 scored. */
function getAskedRun(question: CoachQuestion): { run: RunState; label: string } {
  const { run, parsed } = question;
  const boss = parsed.boss;
  const blindType = boss !== null ? 'boss' : (parsed.blindType ?? run.blindType);
  const ante = parsed.ante ?? run.ante;
  const bossBlind = boss ?? getAnteBoss(run, ante);
  const isSame = ante === run.ante && blindType === run.blindType && bossBlind === run.bossBlind;
  const blindName =
    blindType === 'small'
      ? 'the Small Blind'
      : blindType === 'big'
        ? 'the Big Blind'
        : (bossBlind ?? 'the boss');
  return {
    run: isSame ? run : { ...run, ante, blindType, bossBlind, currentScore: 0 },
    label: `${blindName} at ante ${formatNumber(ante)}`,
  };
}

/** A play typed in the question ("does As Ah beat it?") is scored as it is. */
function answerTypedPlay(question: CoachQuestion, run: RunState, label: string): string | null {
  const [typed, ...more] = question.parsed.cardGroups;
  if (typed === undefined || more.length > 0 || typed.length > 5) return null;
  const scored = scoreHandTool.run({ played: [...typed] }, { ...question, run });
  if (!scored.ok) return scored.message;
  const score = scored.value;
  const verdict = score.beatsBlind ? '**Yes**' : '**No**';
  return [
    `${verdict} — ${formatCards(typed)} scores **${formatNumber(score.score)}**, ${label} needs **${formatNumber(score.stillNeeded)}**${score.beatsBlind ? '' : ` (short by ${formatNumber(score.shortBy)})`}.`,
    '',
    `- ${formatScoreLine(score)}`,
  ].join('\n');
}

/** "What does K♠ K♥ K♦ score?": the score first, then how it is made and the target. */
export function answerScorePlay(question: CoachQuestion): string {
  const [typed] = question.parsed.cardGroups;
  if (typed === undefined || typed.length > 5) return answerBeatBlind(question);
  const scored = scoreHandTool.run({ played: [...typed] }, question);
  if (!scored.ok) return scored.message;
  const score = scored.value;
  return [
    `**${formatCards(typed)} scores ${formatNumber(score.score)}** as ${score.hand === 'Pair' ? 'a Pair' : score.hand}.`,
    '',
    `- ${formatScoreLine(score)}`,
    `- ${formatAgainstTarget(score)}`,
  ].join('\n');
}

export function answerBeatBlind(question: CoachQuestion): string {
  const asked = getAskedRun(question);
  const typed = answerTypedPlay(question, asked.run, asked.label);
  if (typed !== null) return typed;
  if (question.hand.length === 0) return NEED_CARDS;
  const result = bestPlayTool.run({}, { ...question, run: asked.run });
  if (!result.ok) return result.message;
  const { best } = result.value;
  const { score } = best;
  const verdict = score.beatsBlind
    ? `**Yes** — your best play scores **${formatNumber(score.score)}**, ${asked.label} needs **${formatNumber(score.stillNeeded)}**.`
    : `**Not in one hand** — your best play scores **${formatNumber(score.score)}**, ${asked.label} needs **${formatNumber(score.stillNeeded)}** (short by ${formatNumber(score.shortBy)}). You have ${formatNumber(score.handsLeft)} hands this round.`;
  return [verdict, '', ...describePlay(best)].join('\n');
}
