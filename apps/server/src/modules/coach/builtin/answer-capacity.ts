// "How do I get more Joker slots?", "more hands?": where the game gives more of a round's limit
// (packages/game getCapacitySources), each with its own text, then what the run has now.
import {
  getBlindStatus,
  getCapacitySources,
  getDeck,
  getJoker,
  getJokerSlotUsage,
  getRunCapacity,
  getSpectral,
  getTag,
  getVoucher,
  type CapacityLimit,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatNumber } from './format';

type LimitWords = readonly [CapacityLimit, RegExp, heading: string];

/** Joker slots when the question names no other limit ("how do I get more Jokers?"). */
const JOKER_SLOTS: LimitWords = [
  'jokerSlots',
  /\bjoker slots?\b|\bslots? for jokers\b|\bmore jokers\b/,
  '**More Joker slots** come from:',
];

const LIMIT_WORDS: readonly LimitWords[] = [
  JOKER_SLOTS,
  [
    'consumableSlots',
    /\bconsumable (slots?|limit|cap)\b|\b(more|many|max(imum)?) consumables\b/,
    '**More consumable slots** come from:',
  ],
  [
    'handSize',
    /\bhand size\b|\bbigger hand\b|\bmore cards in (my )?hand\b/,
    '**A bigger hand size** comes from:',
  ],
  ['discards', /\bdiscards?\b/, '**More discards** come from:'],
  ['hands', /\bhands\b/, '**More hands** come from:'],
];

/** "How do I get more joker slots?" and the limit it names; null when it names none. */
export const ASKS_MORE_CAPACITY =
  /\b(more|extra|another|bigger|increase|raise|add)\b.*\b(joker slots?|slots? for jokers|consumable slots?|hand size|discards|hands)\b/;

/** "How many Jokers can I have?", "what's the Joker limit?": the run's own limit first. */
export const ASKS_HOW_MANY =
  /\bhow many (jokers|consumables)\b.*\b(can|may) i (have|hold|own|carry|keep)\b|\b(joker|consumable) (limit|cap)\b|\bmax(imum)? (number of )?(jokers|consumables)\b/;

/** The lead for "how many Jokers can I have?": the limit now, then where more comes from. */
function describeLimit(question: CoachQuestion): string | null {
  const { text } = question.parsed;
  if (!ASKS_HOW_MANY.test(text)) return null;
  const { run } = question;
  if (/\bconsumables?\b/.test(text)) {
    return `**You can hold ${formatNumber(run.consumableSlots)} consumables** (${formatNumber(run.consumables.length)} now). More consumable slots come from:`;
  }
  const slots = getJokerSlotUsage(run);
  return `**You can hold ${formatNumber(slots.available)} Jokers** (${formatNumber(slots.used)} now; a Negative Joker brings its own slot). More Joker slots come from:`;
}

function findLimit(text: string): LimitWords {
  return LIMIT_WORDS.find(([, words]) => words.test(text)) ?? JOKER_SLOTS;
}

/** The run's own limit: the slots and hand size it holds (Ectoplasm may have cut it), else a round's. */
function describeNow(question: CoachQuestion, limit: CapacityLimit): string {
  const { run } = question;
  if (limit === 'jokerSlots') {
    const slots = getJokerSlotUsage(run);
    return `You have ${formatNumber(slots.used)}/${formatNumber(slots.available)} now.`;
  }
  if (limit === 'handSize') {
    return `Your hand size is ${formatNumber(getBlindStatus(run).handSize)} now.`;
  }
  if (limit === 'consumableSlots') {
    return `You have ${formatNumber(run.consumables.length)}/${formatNumber(run.consumableSlots)} now.`;
  }
  const perRound = getRunCapacity(run.deck, run.stake, run.vouchers)[limit];
  return `Your run gives ${formatNumber(perRound)} a round now.`;
}

export function answerCapacity(question: CoachQuestion): string {
  const [limit, , asked] = findLimit(question.parsed.text);
  const limitNow = describeLimit(question);
  const heading = limitNow ?? asked;
  const sources = getCapacitySources(limit);
  const lines = [
    ...sources.jokers.map((name) => `- Joker **${name}**: _${getJoker(name).effect}_`),
    ...sources.vouchers.map((name) => `- Voucher **${name}**: ${getVoucher(name).effect}`),
    ...(sources.negative
      ? [
          `- Edition **Negative**: +1 ${limit === 'jokerSlots' ? 'Joker slot on a Joker, found on shop and Buffoon Pack Jokers' : 'consumable slot on a consumable'}.`,
        ]
      : []),
    ...sources.spectrals.map((name) => `- Spectral **${name}**: ${getSpectral(name).effect}`),
    ...sources.tags.map(
      (name) =>
        `- **${name}** (skip a blind, from ante ${formatNumber(getTag(name).minAnte)}): ${getTag(name).effect}`,
    ),
    ...sources.decks.map((name) => `- Deck **${name}** (a new run): ${getDeck(name).effect}`),
  ];
  const now = limitNow === null ? ['', describeNow(question, limit)] : [];
  return [heading, '', ...lines, ...now].join('\n');
}
