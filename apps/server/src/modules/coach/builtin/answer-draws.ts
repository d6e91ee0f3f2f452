// "How close am I to a Flush?", "can I make a Straight?", "what should I discard to get a
// Flush?": the cards held toward that hand (the hand_draws tool) and what to discard to
// draw for it. The deck is not known, so it counts cards, never odds.
import {
  getBlindStatus,
  STARTING_STATE,
  SUITS,
  type HandDraws,
  type ScenarioCard,
  type Suit,
} from '@jokerwise/game';
import { handDrawsTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, NEED_CARDS, plural } from './format';

/** "How close am I to a flush?": the hand the question draws toward. */
export const ASKS_DRAW_TOWARD =
  /\b(how close|close to|far from|away from|draw(ing)? (to|for|into)|can i (make|get|form)|to (get|make) an?|going for|short of|do i (have|hold)|is there|how many more|need for an?)\b.*\b(flush|straight)\b/;

const SUIT_NAMES = {
  spades: 'Spade',
  hearts: 'Heart',
  clubs: 'Club',
  diamonds: 'Diamond',
} as const;

/** "How many more hearts for a Flush?": the one suit named, if any. */
function findSuitNamed(text: string): Suit | undefined {
  const named = SUITS.filter((suit) => new RegExp(`\\b${suit.slice(0, -1)}s?\\b`).test(text));
  return named.length === 1 ? named[0] : undefined;
}

/** The hand's draws; null without cards (the tool's only failure). */
function getDraws(question: CoachQuestion): HandDraws | null {
  const flushSuit = findSuitNamed(question.parsed.text);
  const result = handDrawsTool.run(flushSuit === undefined ? {} : { flushSuit }, question);
  return result.ok ? result.value : null;
}

/**
 * The cards that do not build toward the hand: what a discard would throw. Steel cards stay:
 * they score while held.
 */
function describeDiscard(question: CoachQuestion, kept: readonly number[]): string {
  const others = question.hand.filter((_, index) => !kept.includes(index));
  const steel = others.filter((card) => card.enhancement === 'steel');
  const throwable = others.filter((card) => card.enhancement !== 'steel');
  const { discards } = getBlindStatus(question.run);
  if (throwable.length === 0) return '';
  if (discards === 0) return ' You have no discards left this round.';
  const thrown = throwable.slice(0, STARTING_STATE.maxCardsPerPlayOrDiscard);
  const keep = steel.length === 0 ? '' : ` Keep ${formatCards(steel)}: Steel scores while held.`;
  return ` To draw for it, discard ${formatCards(thrown)}${throwable.length > STARTING_STATE.maxCardsPerPlayOrDiscard ? ' (five at a time)' : ''}; you have ${plural(discards, 'discard')} left.${keep}`;
}

/** One line on the hand drawn toward, for an answer about odds it cannot give. */
export function describeDrawCount(
  question: CoachQuestion,
  hand: 'Flush' | 'Straight',
): string | null {
  const draws = getDraws(question);
  if (draws === null) return null;
  const ask = `(ask “How close am I to a ${hand}?”)`;
  if (hand === 'Straight') {
    const missing = draws.straight?.missingRanks;
    if (missing === undefined) return null;
    return missing.length === 0
      ? 'You hold a Straight already.'
      : `Your closest Straight lacks ${missing.join(', ')} ${ask}.`;
  }
  const flush = draws.flush;
  if (flush === null) return null;
  const suit = SUIT_NAMES[flush.suit];
  return flush.missing === 0
    ? `You hold a Flush in ${suit}s already.`
    : `You hold ${plural(flush.cards.length, suit)}: ${formatNumber(flush.missing)} more ${flush.missing === 1 ? 'makes' : 'make'} a Flush ${ask}.`;
}

function describeFlush(question: CoachQuestion, draws: HandDraws): string {
  const flush = draws.flush;
  if (flush === null) return `**No cards toward a Flush**: Stone cards have no suit.`;
  const suit = SUIT_NAMES[flush.suit];
  const held = flush.cards
    .map((index) => question.hand[index])
    .filter((card): card is ScenarioCard => card !== undefined);
  if (flush.missing === 0) {
    return `**You hold a Flush**: ${formatCards(held)} (${plural(draws.needed, suit)}). Ask “What should I play?” to see what it scores.`;
  }
  const holding = held.length === 0 ? 'you hold none' : `you hold ${formatCards(held)}`;
  return `**${plural(flush.missing, suit)} short of a Flush** — ${holding}.${describeDiscard(question, flush.cards)}`;
}

function describeStraight(question: CoachQuestion, draws: HandDraws): string {
  const straight = draws.straight;
  if (straight === null) return '**No cards toward a Straight**: Stone cards have no rank.';
  const held = straight.cards
    .map((index) => question.hand[index])
    .filter((card): card is ScenarioCard => card !== undefined);
  const shortcut = draws.hasShortcut
    ? ' Your Shortcut lets a Straight skip a rank, so fewer may do.'
    : '';
  if (straight.missingRanks.length === 0) {
    return `**You hold a Straight**: ${formatCards(held)}. Ask “What should I play?” to see what it scores.`;
  }
  const missing = straight.missingRanks.join(', ');
  return `**${plural(straight.missingRanks.length, 'card')} short of a Straight** — you hold ${formatCards(held)}; it needs ${missing}.${describeDiscard(question, straight.cards)}${shortcut}`;
}

export function answerDraws(question: CoachQuestion): string {
  const draws = getDraws(question);
  if (draws === null) return NEED_CARDS;
  const text = question.parsed.text;
  const asksFlush = /\bflush\b/.test(text);
  const asksStraight = /\bstraight\b/.test(text);
  return [
    ...(asksFlush || !asksStraight ? [describeFlush(question, draws)] : []),
    ...(asksStraight ? [describeStraight(question, draws)] : []),
  ].join('\n\n');
}
