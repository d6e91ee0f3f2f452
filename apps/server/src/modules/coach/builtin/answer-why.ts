// "Why?" after an answer: for the best play, how it beats the next best play, term by term;
// for any other answer, its working again, since every answer already carries its numbers.
import { POKER_HAND_NAMES, type PokerHandName } from '@jokerwise/game';
import { bestPlayTool, type PlayOption } from '../engine-tools';
import { describeComparison } from './answer-compare';
import { withTypedHand, type CoachQuestion } from './coach-question';
import type { Intent } from './intents';

/** The best play of any other hand the cards make, when the runners-up are all one hand. */
function bestOfOtherHands(question: CoachQuestion, hand: PokerHandName): PlayOption | undefined {
  const others = POKER_HAND_NAMES.filter((other) => other !== hand).flatMap((onlyHand) => {
    const result = bestPlayTool.run({ onlyHand }, question);
    return result.ok ? [result.value.best] : [];
  });
  return others.sort((a, b) => b.score.score - a.score.score)[0];
}

/** Why the best play beats the runner-up; null for a what-if or one hand, answered as asked. */
function explainBestPlay(question: CoachQuestion): string | null {
  const { jokers, hands } = question.parsed;
  if (jokers.length > 0 || hands.length > 0) return null;
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return null;
  const { best, runnersUp } = result.value;
  const next =
    runnersUp.find((option) => option.score.hand !== best.score.hand) ??
    bestOfOtherHands(question, best.score.hand);
  if (next === undefined) return null;
  const comparison = describeComparison([best, next]);
  return comparison === null
    ? null
    : [
        `**Why the ${best.score.hand}:** it is measured against your next best play.`,
        '',
        comparison,
      ].join('\n');
}

export function answerWhy(
  question: CoachQuestion,
  intent: Intent,
  answer: (question: CoachQuestion) => string,
): string {
  const explained = intent === 'best-play' ? explainBestPlay(withTypedHand(question)) : null;
  return explained ?? ['The working behind that answer:', '', answer(question)].join('\n');
}
