// "Which Jokers give xmult?", "what jokers make money?": the Jokers of one kind in the game's
// data (packages/game JOKERS[].kinds), the player's own marked, a few at a time.
import { JOKERS, type JokerKind } from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatList, formatMoney, formatNumber } from './format';

const MAX_LISTED = 10;

const KIND_WORDS: readonly (readonly [JokerKind, RegExp, string])[] = [
  [
    'xmult',
    /\bx ?mult\b|\btimes mult\b|\bmultipl/,
    'give ×Mult: they multiply the Mult built so far, so they count most right of +Mult Jokers',
  ],
  ['economy', /\bmoney\b|\bcash\b|\beconomy\b|\bgold\b|\bearn\b|\bincome\b/, 'make money'],
  ['retrigger', /\bretrigger/, 'retrigger cards'],
  ['chips', /\bchips\b/, 'give +Chips'],
  ['mult', /\bmult\b/, 'give +Mult'],
];

const ASKS_FOR_JOKERS = /\b(which|what|list|best|good|any) jokers?\b/;

/** The kind a question for a list of Jokers names ("which Jokers … xmult"), if it is one. */
function findAskedKind(text: string) {
  return ASKS_FOR_JOKERS.test(text) ? KIND_WORDS.find(([, words]) => words.test(text)) : undefined;
}

export function asksJokersOfKind(text: string): boolean {
  return findAskedKind(text) !== undefined;
}

export function describeJokersOfKind(question: CoachQuestion): string | null {
  const found = findAskedKind(question.parsed.text);
  if (found === undefined) return null;
  const [kind, , gives] = found;
  const owned = new Set(question.run.jokers.map((joker) => joker.name));
  const jokers = JOKERS.filter((joker) => joker.kinds.includes(kind));
  const mine = jokers.filter((joker) => owned.has(joker.name)).map((joker) => joker.name);
  const more = jokers.length - MAX_LISTED;
  return [
    formatList(
      `**${formatNumber(jokers.length)} Jokers ${gives}.**${mine.length > 0 ? ` Yours: ${mine.join(', ')}.` : ''}`,
      jokers
        .slice(0, MAX_LISTED)
        .map(
          (joker) =>
            `**${joker.name}** (${joker.rarity}, ${formatMoney(joker.cost)}): ${joker.effect}`,
        ),
    ),
    ...(more > 0
      ? [
          '',
          `…and ${formatNumber(more)} more. Ask what one does: “What does ${jokers[MAX_LISTED]?.name ?? 'Blueprint'} do?”`,
        ]
      : []),
  ].join('\n');
}
