// "What are my odds of drawing a Flush?", "how many Aces do I have?": the workspace holds
// the cards in hand, not the rest of the deck or its order, so the coach says it cannot count
// them instead of answering a question next to it.
import type { Rank, Suit } from '@jokerwise/game';
import { describeDrawCount } from './answer-draws';
import type { CoachQuestion } from './coach-question';
import { formatCard, formatNumber } from './format';

/** Asks about the deck's remaining cards. */
export const ASKS_DECK_CARDS =
  /\bhow many\b.*\b(in|left in) (my|the) deck\b|\bcards? (left )?in (my|the) deck\b|\bdeck (composition|contents)\b|\bhow many (aces|kings|queens|jacks|tens|nines|eights|sevens|sixes|fives|fours|threes|twos|hearts|spades|clubs|diamonds|face cards)\b.*\b(do i have|have i got|are (there|left))\b/;

/** "How many Aces do I have?": the ones in hand can be counted, the deck's cannot. */
const RANK_WORDS: { readonly [word: string]: Rank } = {
  aces: 'A',
  kings: 'K',
  queens: 'Q',
  jacks: 'J',
  tens: '10',
  nines: '9',
  eights: '8',
  sevens: '7',
  sixes: '6',
  fives: '5',
  fours: '4',
  threes: '3',
  twos: '2',
};
const SUIT_WORDS: readonly Suit[] = ['hearts', 'spades', 'clubs', 'diamonds'];

/** "You hold 1 king in hand" and the cards (": K♦"), or null when no rank or suit is asked. */
function countHeld(
  question: CoachQuestion,
): { readonly count: string; readonly cards: string } | null {
  const word = /\bhow many (\w+)\b/.exec(question.parsed.text)?.[1] ?? '';
  const rank = RANK_WORDS[word];
  const suit = SUIT_WORDS.find((name) => name === word);
  if (rank === undefined && suit === undefined) return null;
  const held = question.hand.filter((card) => card.rank === rank || card.suit === suit);
  const name = held.length === 1 ? (word === 'sixes' ? 'six' : word.replace(/s$/, '')) : word;
  return {
    count: `You hold ${formatNumber(held.length)} ${name} in hand`,
    cards: held.length === 0 ? '' : `: ${held.map(formatCard).join(' ')}`,
  };
}

/** "How many Kings do I have in my hand?" is answered in full by the count. */
const ASKS_IN_HAND = /\bin (my )?hand\b/;
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
  const held = hand.length === 0 || drawn !== null ? null : countHeld(question);
  if (held !== null && ASKS_IN_HAND.test(question.parsed.text)) {
    return `**${held.count}**${held.cards}.`;
  }
  const count =
    held !== null
      ? `${held.count}${held.cards}.`
      : hand.length > 0 && drawn !== null
        ? describeDrawCount(question, drawn)
        : null;
  return [
    "**I can't see your deck**: the workspace holds the cards in your hand, not the rest of your deck or its order, so I can't count its cards or give the odds of a draw.",
    '',
    ...(count === null ? [] : [`- ${count}`]),
    `- ${next}`,
  ].join('\n');
}
