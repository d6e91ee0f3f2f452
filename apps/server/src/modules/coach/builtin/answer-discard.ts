// "What should I discard?" / "Play or discard?": play when the best play already beats what the
// blind still needs; otherwise discard the cards that add nothing to it. A card adds nothing
// when the engine's best play of the hand without it scores the same, so cards that score,
// held-card effects (Steel cards, Baron's Kings) and kickers that count are all kept.
import { getBlindStatus, RANKS, type ScenarioCard } from '@jokerwise/game';
import { bestPlayTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, NEED_CARDS } from './format';

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

export function answerDiscard(question: CoachQuestion): string {
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return result.code === 'NO_CARDS_IN_HAND' ? NEED_CARDS : result.message;
  const { best } = result.value;
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
