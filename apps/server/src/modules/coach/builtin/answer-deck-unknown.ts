// "What are my odds of drawing a Flush?", "how many hearts are in my deck?": the workspace holds
// the cards in hand, not the rest of the deck or its order, so the coach says it cannot count
// them instead of answering a question next to it.
import { describeDrawCount } from './answer-draws';
import type { CoachQuestion } from './coach-question';
import { formatNumber } from './format';

/** Asks about the deck's remaining cards. */
export const ASKS_DECK_CARDS =
  /\bhow many\b.*\b(in|left in) (my|the) deck\b|\bcards? (left )?in (my|the) deck\b|\bdeck (composition|contents)\b/;
/** Asks for odds; about a draw when it says so or names a poker hand to make. */
export const ASKS_ODDS = /\b(odds|chances?|probability|likely)\b/;
export const ASKS_DRAW = /\b(draw|drawing)\b/;

export function answerDeckUnknown(question: CoachQuestion): string {
  const { run, hand } = question;
  const discards = run.discards;
  const next =
    hand.length === 0
      ? 'Enter the cards in your hand in the calculator and ask “What should I play?”.'
      : discards > 0
        ? `With ${formatNumber(discards)} ${discards === 1 ? 'discard' : 'discards'} left, ask “What should I discard?” for the cards your best play does not need.`
        : 'No discards left: ask “What should I play?” for the best of the cards you hold.';
  // "Odds of a Flush?": the cards held toward it are known even if the odds are not.
  const drawn = /\bflush\b/.test(question.parsed.text)
    ? 'Flush'
    : /\bstraight\b/.test(question.parsed.text)
      ? 'Straight'
      : null;
  const count = hand.length > 0 && drawn !== null ? describeDrawCount(question, drawn) : null;
  return [
    "**I can't see your deck**: the workspace holds the cards in your hand, not the rest of your deck or its order, so I can't count its cards or give the odds of a draw.",
    '',
    ...(count === null ? [] : [`- ${count}`]),
    `- ${next}`,
  ].join('\n');
}
