// "Which Jokers give xmult?", "what jokers make money?", "best Joker for Hearts": the Jokers of
// one kind in the game's data (packages/game JOKERS[].kinds) or paying on one suit (the
// engine's getJokerTraits), the player's own marked, a few at a time.
import { getJokerTraits, JOKERS, SUITS, type JokerKind } from '@jokerwise/game';

type Joker = (typeof JOKERS)[number];
import type { CoachQuestion } from './coach-question';
import { capitalize, formatList, formatMoney, formatNumber } from './format';

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

interface AskedKind {
  readonly matches: (joker: Joker) => boolean;
  readonly gives: string;
}

const KINDS: readonly (readonly [RegExp, AskedKind])[] = [
  ...KIND_WORDS.map(
    ([kind, words, gives]) =>
      [words, { matches: (joker: Joker) => joker.kinds.includes(kind), gives }] as const,
  ),
  // A suit's Jokers: those whose per-card effect pays on it (Greedy Joker), and those whose
  // text names it (Blackboard, Smeared Joker, Seeing Double).
  ...SUITS.map((suit) => {
    const words = new RegExp(`\\b${suit.slice(0, -1)}s?\\b`, 'i');
    const matches = (joker: Joker) =>
      getJokerTraits(joker.name).suit === suit || words.test(joker.effect);
    return [words, { matches, gives: `pay on ${capitalize(suit)}` }] as const;
  }),
];

/** The kind or suit a question for a list of Jokers names ("which Jokers … xmult"), if any. */
function findAskedKind(text: string): AskedKind | undefined {
  if (!ASKS_FOR_JOKERS.test(text)) return undefined;
  return KINDS.find(([words]) => words.test(text))?.[1];
}

export function asksJokersOfKind(text: string): boolean {
  return findAskedKind(text) !== undefined;
}

export function describeJokersOfKind(question: CoachQuestion): string | null {
  const found = findAskedKind(question.parsed.text);
  if (found === undefined) return null;
  const { matches, gives } = found;
  const owned = new Set(question.run.jokers.map((joker) => joker.name));
  const jokers = JOKERS.filter(matches);
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
