// "What's the best Tarot?": none is best in every run, so the ones that pay or fit this run —
// the money Tarots with what they would pay now (packages/game getTarotMoney), the enhancements,
// and those that shape the hand the build plays — each with the game's own text.
import { getTarot, getTarotMoney, type PokerHandName, type TarotName } from '@jokerwise/game';
import { getBuildProfile } from '../engine-tools';
import type { BasicsTopic } from './basics-topic';
import type { CoachQuestion } from './coach-question';
import { formatMoney } from './format';

const ENHANCING: readonly TarotName[] = ['The Empress', 'The Hierophant', 'Justice', 'The Chariot'];
const SUITS_CHANGING: readonly TarotName[] = ['The Star', 'The Moon', 'The Sun', 'The World'];
const RANKS_SHAPING: readonly TarotName[] = ['Death', 'Strength'];
const SUIT_HANDS: readonly PokerHandName[] = [
  'Flush',
  'Straight Flush',
  'Flush House',
  'Flush Five',
];

function describeTarots(names: readonly TarotName[]): string[] {
  return names.map((name) => `- **${name}**: ${getTarot(name).effect}`);
}

function describeBestTarot({ run }: CoachQuestion): string {
  const hand = getBuildProfile(run).favouredHand;
  const shaping =
    hand === null
      ? []
      : SUIT_HANDS.includes(hand)
        ? [`For your ${hand}:`, '', ...describeTarots(SUITS_CHANGING), '']
        : [`For your ${hand}:`, '', ...describeTarots(RANKS_SHAPING), ''];
  return [
    '**No Tarot is best in every run**: it depends on your money, your build and the cards you play. For yours now:',
    '',
    `- **The Hermit** pays ${formatMoney(getTarotMoney(run, 'The Hermit'))} now: ${getTarot('The Hermit').effect}`,
    `- **Temperance** pays ${formatMoney(getTarotMoney(run, 'Temperance'))} now: ${getTarot('Temperance').effect}`,
    '',
    ...shaping,
    'On the cards you play (ask “Chips or Mult?” for which scores more):',
    '',
    ...describeTarots(ENHANCING),
  ].join('\n');
}

/** Topics for the basics answer (answer-basics.ts). */
export const TAROT_TOPICS: readonly BasicsTopic[] = [
  {
    asks: /\b(best|good|strongest|which|what) tarots?\b(?!.*\b(do i|i) (have|hold)\b)|\btarots? (is|are) (the )?(best|good)\b/,
    answer: describeBestTarot,
  },
];
