// "How does scoring work?": Chips × Mult in the game's order, shown on the player's own best
// play step by step from the engine's score log, so the explanation and the numbers agree.
import type { ScoreLogEntry } from '@jokerwise/game';
import { bestPlayTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber } from './format';

/** Long logs (six Jokers, retriggers) keep their first steps and the total. */
const MAX_STEPS = 20;

const ORDER = [
  '**Score = Chips × Mult**, built up in this order:',
  '',
  "1. The poker hand's base Chips and Mult, by its level (Planets raise it).",
  '2. Each scoring card, left to right: its Chips, its enhancement, edition and seal, then the Jokers that pay on that card (Odd Todd, Greedy Joker...); a retrigger scores it all again.',
  '3. Cards held in hand that act from there (Steel cards, Baron...).',
  '4. The other Jokers, left to right: +Chips and +Mult add, ×Mult multiplies the Mult reached so far.',
];

function describeStep(entry: ScoreLogEntry): string | null {
  const now = `${formatNumber(entry.chips)} × ${formatNumber(entry.mult)}`;
  switch (entry.effect) {
    case 'base':
      return `${entry.source} (level ${formatNumber(entry.value)}): ${now}`;
    case 'chips':
      return `${entry.source}: +${formatNumber(entry.value)} Chips → ${now}`;
    case 'mult':
      return `${entry.source}: +${formatNumber(entry.value)} Mult → ${now}`;
    case 'xmult':
      return `${entry.source}: ×${formatNumber(entry.value)} Mult → ${now}`;
    default:
      // Money, level-ups and boss notes change no number of this score.
      return null;
  }
}

export function answerScoring(question: CoachQuestion): string {
  const result = bestPlayTool.run({}, question);
  if (!result.ok) {
    return [
      ...ORDER,
      '',
      'Enter the cards in your hand and I will show it on your best play.',
    ].join('\n');
  }
  const { best } = result.value;
  const steps = best.score.log.flatMap((entry) => describeStep(entry) ?? []);
  const shown = steps.slice(0, MAX_STEPS);
  const hidden = steps.length - shown.length;
  return [
    ...ORDER,
    '',
    `Your best play, ${formatCards(best.cards)}, step by step:`,
    '',
    ...shown.map((step, index) => `${formatNumber(index + 1)}. ${step}`),
    ...(hidden > 0
      ? [`- ... and ${formatNumber(hidden)} more ${hidden === 1 ? 'step' : 'steps'}`]
      : []),
    `- **${formatNumber(best.score.chips)} × ${formatNumber(best.score.mult)} = ${formatNumber(best.score.score)}**`,
  ].join('\n');
}
