// "Do I need more chips or mult?": the game's own way to add either to a card — The Hierophant's
// Bonus card (+30 Chips) or The Empress's Mult card (+4 Mult) — tried on one plain scoring card
// of the best play, each scored by the engine with the run's Jokers, so their order (+Mult
// before ×Mult) is counted as it is.
import { ENHANCEMENT_DEFINITIONS, type ScenarioCard } from '@jokerwise/game';
import { bestPlayTool, scoreHandTool } from '../engine-tools';
import { heldBesides } from './answer-compare';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, formatScoreLine, NEED_CARDS } from './format';
import { describeWaysToAdd, findAskedSide } from './ways-to-add';

const BONUS = ENHANCEMENT_DEFINITIONS.bonus;
const MULT = ENHANCEMENT_DEFINITIONS.mult;

function scoreWith(
  question: CoachQuestion,
  played: readonly ScenarioCard[],
  index: number,
  enhancement: 'bonus' | 'mult',
): number | null {
  const changed = played.map((card, at) => (at === index ? { ...card, enhancement } : card));
  const result = scoreHandTool.run(
    { played: changed, held: heldBesides(question.hand, played) },
    question,
  );
  return result.ok ? result.value.score : null;
}

/**
 * "How do I get more Mult?": the game's sources of it, then, with cards in hand, which of the
 * two adds more to the best play. "Chips or mult?": that comparison alone.
 */
export function answerChipsOrMult(question: CoachQuestion): string {
  const side = findAskedSide(question.parsed.text);
  if (side === null) return compareOnBestPlay(question);
  const ways = describeWaysToAdd(question.run, side);
  return question.hand.length === 0 ? ways : `${ways}\n\n${compareOnBestPlay(question)}`;
}

function compareOnBestPlay(question: CoachQuestion): string {
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return result.code === 'NO_CARDS_IN_HAND' ? NEED_CARDS : result.message;
  const { best } = result.value;
  const { score } = best;
  const index = score.scoringCards.find((at) => best.cards[at]?.enhancement === undefined);
  const card = index === undefined ? undefined : best.cards[index];
  if (index === undefined || card === undefined) {
    return `Every scoring card of your best play (${formatCards(best.cards)}) is already enhanced, so there is no plain card to try chips or mult on.`;
  }
  const bonus = scoreWith(question, best.cards, index, 'bonus');
  const mult = scoreWith(question, best.cards, index, 'mult');
  if (bonus === null || mult === null) return NEED_CARDS;
  const more = (value: number) => `${formatNumber(value)} (+${formatNumber(value - score.score)})`;
  // "Should I use The Empress?", "what Tarot on my Aces?": the Tarot to use leads.
  const asksTarot = /\btarot\b/.test(question.parsed.text) || question.parsed.tarots.length > 0;
  const verdict =
    mult === bonus
      ? '**Either** — they add the same'
      : mult > bonus
        ? asksTarot
          ? `**Use ${MULT.tarot}** — its Mult card adds more`
          : '**Mult** — it adds more'
        : asksTarot
          ? `**Use ${BONUS.tarot}** — its Bonus card adds more`
          : '**Chips** — they add more';
  return [
    `${verdict} to your best play, ${score.hand} at ${formatNumber(score.score)}.`,
    '',
    `- Mult card on ${formatCards([card])} (+${formatNumber(MULT.mult ?? 0)} Mult, from ${MULT.tarot}): ${more(mult)}.`,
    `- Bonus card on ${formatCards([card])} (+${formatNumber(BONUS.chips ?? 0)} Chips, from ${BONUS.tarot}): ${more(bonus)}.`,
    `- Now: ${formatScoreLine(score)}`,
  ].join('\n');
}
