// "What should I discard?" / "Play or discard?": play when the best play already beats what the
// blind still needs; otherwise discard the cards that add nothing to it. A card adds nothing
// when the engine's best play of the hand without it scores the same, so cards that score,
// held-card effects (Steel cards, Baron's Kings) and kickers that count are all kept.
import {
  findRankMentions,
  getBlindStatus,
  RANKS,
  type Rank,
  type ScenarioCard,
} from '@jokerwise/game';
import { bestPlayTool, type PlayOption } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, NEED_CARDS, plural } from './format';

/** The game lets a discard take at most five cards. */
const MAX_DISCARD = 5;

interface DeadCards {
  readonly cards: readonly ScenarioCard[];
  /** The answer's search budget ran out before every card was tried. */
  readonly isCut: boolean;
}

/**
 * The cards whose loss, together, leaves the best play's score as it is: each card, lowest rank
 * first, joins the discard only if the best play of what is left still scores the same (two
 * equal cards can each be spared alone but not both).
 */
function findDeadCards(question: CoachQuestion, bestScore: number): DeadCards {
  const byRank = [...question.hand].sort((a, b) => RANKS.indexOf(a.rank) - RANKS.indexOf(b.rank));
  const dead: ScenarioCard[] = [];
  for (const card of byRank) {
    if (dead.length === MAX_DISCARD) break;
    const rest = byRank.filter((other) => other !== card && !dead.includes(other));
    // The last card left is the play itself.
    if (rest.length === 0) break;
    const result = bestPlayTool.run({ cards: rest }, question);
    if (!result.ok || !result.value.isComplete) return { cards: dead, isCut: true };
    if (result.value.best.score.score === bestScore) dead.push(card);
  }
  return { cards: dead, isCut: false };
}

/** "Discard the 3 and 4", "keep the king", "toss 9d": a verb that moves cards out of the hand. */
export const NAMES_CARDS_TO_DISCARD =
  /\b(discard(ing)?|keep(ing)?|get(ting)? rid of|throw(ing)? (away|out)|toss(ing)?|ditch(ing)?)\b/;

/** The cards in hand the question points at: by rank ("the king") or typed ("9d"). */
function findNamedHeld(question: CoachQuestion): {
  readonly cards: readonly ScenarioCard[];
  readonly missing: readonly Rank[];
} {
  const ranks = findRankMentions(question.parsed.text);
  const typed = question.parsed.cardGroups.flat();
  const cards = question.hand.filter(
    (card) =>
      ranks.includes(card.rank) ||
      typed.some((other) => other.rank === card.rank && other.suit === card.suit),
  );
  const missing = ranks.filter((rank) => !question.hand.some((card) => card.rank === rank));
  return { cards, missing };
}

/**
 * "What if I discard the 3 and 4?", "should I keep the king?": the best play of the hand
 * without those cards against the best play now. Null when the question names no card held.
 */
function answerNamedCards(question: CoachQuestion, best: PlayOption): string | null {
  const { cards, missing } = findNamedHeld(question);
  if (cards.length === 0) {
    return missing.length === 0
      ? null
      : `**You hold no ${missing.join(' or ')}**: ${formatCards(question.hand)}.`;
  }
  const rest = question.hand.filter((card) => !cards.includes(card));
  const named = formatCards(cards);
  const them = cards.length === 1 ? 'it' : 'them';
  const now = `${best.score.hand} ${formatNumber(best.score.score)}`;
  if (rest.length === 0)
    return `**${named} ${cards.length === 1 ? 'is' : 'are'} your whole hand.**`;
  const without = bestPlayTool.run({ cards: rest }, question);
  if (!without.ok) return without.message;
  const after = without.value.best.score;
  const lead =
    after.score >= best.score.score
      ? `**Discarding ${named} costs nothing now**: your best play without ${them} is still ${now}.`
      : `**Keep ${named}**: without ${them} your best play drops to ${after.hand} ${formatNumber(after.score)}, from ${now}.`;
  const { discards } = getBlindStatus(question.run);
  return [
    lead,
    '',
    ...(missing.length === 0 ? [] : [`- You hold no ${missing.join(' or ')}.`]),
    best.score.beatsBlind
      ? `- Your best play already beats the ${formatNumber(best.score.stillNeeded)} still needed: play it.`
      : `- You have ${plural(discards, 'discard')} left; what you draw is chance.`,
  ].join('\n');
}

export function answerDiscard(question: CoachQuestion): string {
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return result.code === 'NO_CARDS_IN_HAND' ? NEED_CARDS : result.message;
  const { best } = result.value;
  const named = NAMES_CARDS_TO_DISCARD.test(question.parsed.text)
    ? answerNamedCards(question, best)
    : null;
  if (named !== null) return named;
  const { score } = best;
  const play = `${formatCards(best.cards)} (${score.hand}) scores **${formatNumber(score.score)}**`;
  if (score.beatsBlind) {
    return `**Play, don't discard**: ${play}, enough for the ${formatNumber(score.stillNeeded)} still needed.`;
  }
  const { discards } = getBlindStatus(question.run);
  if (discards === 0) {
    return `**No discards left**: play your best hand, ${play} of the ${formatNumber(score.stillNeeded)} still needed.`;
  }
  const { cards: dead, isCut } = findDeadCards(question, score.score);
  if (dead.length === 0 && isCut) {
    return `**Play your best hand**: ${play} of the ${formatNumber(score.stillNeeded)} still needed. Too many cards to weigh each one for a discard in time.`;
  }
  if (dead.length === 0) {
    return `**Keep your cards**: every card counts in your best play, ${play} of the ${formatNumber(score.stillNeeded)} still needed. Play it, or discard only to chase a bigger hand.`;
  }
  return [
    `**Discard ${formatCards(dead)}**: they add nothing to your best play, ${play} of the ${formatNumber(score.stillNeeded)} still needed.`,
    '',
    `- You have ${formatNumber(discards)} discards and ${formatNumber(score.handsLeft)} hands left.`,
    '- What you draw is chance: this keeps every card that counts now.',
  ].join('\n');
}
