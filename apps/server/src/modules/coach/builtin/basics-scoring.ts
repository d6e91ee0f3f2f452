// A new player's questions about how cards score — "how many chips is a King?", "does the
// order of cards matter?", "do held cards score?", "what does retrigger mean?" — answered from
// packages/game's tables (rank chips, enhancements, seals, the Jokers' own texts).
import {
  ENHANCEMENT_DEFINITIONS,
  findRankMentions,
  getJoker,
  getRankChips,
  JOKERS,
  SEAL_DEFINITIONS,
  type JokerName,
  type Rank,
} from '@jokerwise/game';
import type { BasicsTopic } from './basics-topic';
import type { CoachQuestion } from './coach-question';
import { formatNumber } from './format';

function describeEffects(names: readonly JokerName[]): string[] {
  return names.map((name) => `- **${name}**: ${getJoker(name).effect}`);
}

const RANK_NAMES: Partial<Record<Rank, string>> = {
  A: 'An Ace',
  K: 'A King',
  Q: 'A Queen',
  J: 'A Jack',
};

/** A rule's text inside a sentence: without its closing full stop. */
function clause(text: string): string {
  return text.replace(/\.$/, '');
}

function describeCardChips(question: CoachQuestion): string {
  const [rank] = findRankMentions(question.parsed.text);
  const lead =
    rank === undefined
      ? '**A card scores Chips for its rank**'
      : `**${RANK_NAMES[rank] ?? `A ${rank}`} scores ${formatNumber(getRankChips(rank))} Chips**`;
  return [
    `${lead} when it is part of the hand played: the number cards their number, face cards (J, Q, K) ${formatNumber(getRankChips('K'))}, the Ace ${formatNumber(getRankChips('A'))}.`,
    '',
    `- A ${ENHANCEMENT_DEFINITIONS.bonus.name} adds ${formatNumber(ENHANCEMENT_DEFINITIONS.bonus.chips)} more; a ${ENHANCEMENT_DEFINITIONS.stone.name}: ${ENHANCEMENT_DEFINITIONS.stone.effect}`,
  ].join('\n');
}

function describeCardOrder(): string {
  return [
    '**Order matters for Jokers, and for cards only sometimes.** Jokers act left to right, so +Chips and +Mult Jokers count more before a ×Mult one. The played cards score left to right too: their order changes the score when some add Mult and others multiply it, and with Jokers that read a position:',
    '',
    ...describeEffects(['Photograph', 'Hanging Chad']),
    '',
    'The best play tries the orders for you: ask “What should I play?”',
  ].join('\n');
}

function describeHeldCards(): string {
  return [
    `**A card kept in hand adds no Chips**; only effects that read held cards act: a ${ENHANCEMENT_DEFINITIONS.steel.name} (${clause(ENHANCEMENT_DEFINITIONS.steel.effect)}), a ${ENHANCEMENT_DEFINITIONS.gold.name} (${clause(ENHANCEMENT_DEFINITIONS.gold.effect)}), and these Jokers:`,
    '',
    ...describeEffects(['Baron', 'Shoot the Moon', 'Raised Fist', 'Reserved Parking', 'Mime']),
    '',
    `A played card outside the poker hand scores nothing either, unless it is a ${ENHANCEMENT_DEFINITIONS.stone.name} or you own Splash (${clause(getJoker('Splash').effect)}).`,
  ].join('\n');
}

function describeRetriggers(): string {
  const retriggers = JOKERS.filter((joker) => joker.kinds.includes('retrigger')).map(
    (joker) => joker.name,
  );
  return [
    `**A retrigger scores a card again**, with everything it does: its Chips, enhancement, edition and seal, and the Jokers that pay on it. A ${SEAL_DEFINITIONS.red.name}: ${SEAL_DEFINITIONS.red.effect} Jokers that retrigger:`,
    '',
    ...describeEffects(retriggers),
  ].join('\n');
}

/** Topics for the basics answer (answer-basics.ts). */
export const SCORING_TOPICS: readonly BasicsTopic[] = [
  {
    asks: /\bhow (many|much) chips (is|are|does|do) (an? |the |each |my )?(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|\d+|card)s?\b|\b(card|rank) chips\b/,
    answer: describeCardChips,
  },
  {
    asks: /\b(does|do) (the )?order (of (the |my )?(cards|jokers) )?matter\b|\bcard order\b/,
    answer: describeCardOrder,
  },
  {
    asks: /\b(do|does) (cards )?(held|kept)( cards)? (in hand )?(score|count|do anything)\b|\bheld cards?\b.*\b(score|count)\b/,
    answer: describeHeldCards,
  },
  {
    asks: /\bretrigger(s|ing|ed)?\b.*\b(mean|means|do|does|work)\b|\bwhat(?:'s| is) (a )?retrigger\b/,
    answer: describeRetriggers,
  },
];
