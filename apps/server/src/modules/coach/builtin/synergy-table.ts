// A small, curated table of Joker interactions, each grounded in the Jokers' effects (facts:
// jokers[].effect) and, where the engine models it, checked by the coach's golden tests.
import { getJoker, JOKER_NAMES, type JokerName, type PokerHandName } from '@jokerwise/game';
import { HAND_TYPE_JOKER_NAMES, HAND_TYPE_JOKERS } from '../engine-tools';

export type InteractionKind = 'synergy' | 'anti-synergy';

export interface JokerInteraction {
  readonly kind: InteractionKind;
  readonly first: readonly JokerName[];
  readonly second: readonly JokerName[];
  /** Why, from the effects; "{first}" and "{second}" name the pair found. */
  readonly why: string;
}

/** ×Mult Jokers Blueprint and Brainstorm can copy (facts: kinds, blueprintCompatible). */
const COPYABLE_XMULT: readonly JokerName[] = JOKER_NAMES.filter((name) => {
  const joker = getJoker(name);
  return joker.blueprintCompatible && joker.kinds.includes('xmult');
});

const UNCOMMON: readonly JokerName[] = JOKER_NAMES.filter(
  (name) => getJoker(name).rarity === 'Uncommon',
);

function rewarding(hand: PokerHandName): JokerName[] {
  return HAND_TYPE_JOKER_NAMES.filter((name) => HAND_TYPE_JOKERS[name] === hand);
}

const FLUSH_JOKERS = rewarding('Flush');
const STRAIGHT_JOKERS = rewarding('Straight');
const SUIT_JOKERS: readonly JokerName[] = [
  'Greedy Joker',
  'Lusty Joker',
  'Wrathful Joker',
  'Gluttonous Joker',
  'Onyx Agate',
  'Arrowhead',
  'Bloodstone',
  'Rough Gem',
];
const FACE_JOKERS: readonly JokerName[] = [
  'Scary Face',
  'Smiley Face',
  'Sock and Buskin',
  'Photograph',
  'Midas Mask',
];
const ENHANCEMENT_JOKERS: readonly JokerName[] = [
  'Steel Joker',
  'Lucky Cat',
  'Glass Joker',
  'Stone Joker',
  "Driver's License",
];

export const JOKER_INTERACTIONS: readonly JokerInteraction[] = [
  {
    kind: 'synergy',
    first: ['Blueprint', 'Brainstorm'],
    second: COPYABLE_XMULT,
    why: '{first} copies {second}, so its ×Mult applies twice (Blueprint copies its right neighbour, Brainstorm the leftmost Joker).',
  },
  {
    kind: 'synergy',
    first: ['Smeared Joker'],
    second: FLUSH_JOKERS,
    why: 'Smeared Joker makes Hearts/Diamonds and Spades/Clubs one suit each, so Flushes for {second} come far more often.',
  },
  {
    kind: 'synergy',
    first: ['Smeared Joker'],
    second: SUIT_JOKERS,
    why: 'With Smeared Joker, {second} counts both suits of its colour.',
  },
  {
    kind: 'synergy',
    first: ['Four Fingers'],
    second: ['Shortcut'],
    why: 'Four Fingers needs only 4 cards for a Straight and Shortcut lets it skip a rank: Straights from almost anything.',
  },
  {
    kind: 'synergy',
    first: ['Four Fingers', 'Shortcut'],
    second: STRAIGHT_JOKERS,
    why: '{first} makes Straights easier to hit, and {second} pays on every one.',
  },
  {
    kind: 'synergy',
    first: ['Four Fingers'],
    second: FLUSH_JOKERS,
    why: 'Four Fingers makes 4-card Flushes, and {second} pays on every Flush.',
  },
  {
    kind: 'synergy',
    first: ['Pareidolia'],
    second: FACE_JOKERS,
    why: 'Pareidolia makes every card a face card, so {second} triggers on every scoring card.',
  },
  {
    kind: 'synergy',
    first: ['Sock and Buskin'],
    second: ['Scary Face', 'Smiley Face', 'Photograph'],
    why: 'Sock and Buskin retriggers face cards, so {second} pays twice per face card.',
  },
  {
    kind: 'synergy',
    first: ['Hanging Chad'],
    second: ['Photograph'],
    why: "Hanging Chad retriggers the first scored card twice more; when it is a face card, Photograph's ×2 fires each time.",
  },
  {
    kind: 'synergy',
    first: ['Mime'],
    second: ['Baron', 'Shoot the Moon', 'Raised Fist'],
    why: 'Mime retriggers held-in-hand effects, so {second} fires twice for the cards you keep.',
  },
  {
    kind: 'synergy',
    first: ['Dusk'],
    second: ['Acrobat'],
    why: "Both fire on the round's last hand: every card retriggers and the hand gets ×3 Mult.",
  },
  {
    kind: 'synergy',
    first: ['Baseball Card'],
    second: UNCOMMON,
    why: '{second} is Uncommon, so Baseball Card gives ×1.5 Mult for it.',
  },
  {
    kind: 'synergy',
    first: ['To the Moon'],
    second: ['Bull', 'Bootstraps'],
    why: 'To the Moon grows your money faster, and {second} scores from the money you hold.',
  },
  {
    kind: 'anti-synergy',
    first: ['Ride the Bus'],
    second: [...FACE_JOKERS, 'Pareidolia'],
    why: 'Ride the Bus resets whenever a face card scores, and {second} wants face cards to score.',
  },
  {
    kind: 'anti-synergy',
    first: ['Vampire'],
    second: ENHANCEMENT_JOKERS,
    why: 'Vampire strips the Enhancement from every scored Enhanced card, the cards {second} counts on.',
  },
  {
    kind: 'anti-synergy',
    first: ['Obelisk'],
    second: [...HAND_TYPE_JOKER_NAMES, 'Supernova', 'Card Sharp'],
    why: '{second} wants you to repeat one hand type; Obelisk resets each time you play your most-played hand.',
  },
  {
    kind: 'anti-synergy',
    first: ['Joker Stencil'],
    second: ['Abstract Joker'],
    why: 'Joker Stencil wants empty Joker slots, Abstract Joker wants them full.',
  },
  {
    kind: 'anti-synergy',
    first: ['Chicot', 'Luchador'],
    second: ['Matador'],
    why: 'Matador pays only when the boss effect triggers, and {first} switches the boss off.',
  },
];

export interface FoundInteraction {
  readonly kind: InteractionKind;
  readonly first: JokerName;
  readonly second: JokerName;
  readonly why: string;
}

/** Every known interaction between two Jokers, in either order. */
export function findInteraction(a: JokerName, b: JokerName): FoundInteraction | null {
  for (const entry of JOKER_INTERACTIONS) {
    const pair: readonly [JokerName, JokerName] | null =
      entry.first.includes(a) && entry.second.includes(b)
        ? [a, b]
        : entry.first.includes(b) && entry.second.includes(a)
          ? [b, a]
          : null;
    if (pair === null || pair[0] === pair[1]) continue;
    const why = entry.why.replaceAll('{first}', pair[0]).replaceAll('{second}', pair[1]);
    return { kind: entry.kind, first: pair[0], second: pair[1], why };
  }
  return null;
}

/** Partners of one Joker listed in the table (the first few, for a "what goes with X" answer). */
export function findPartners(name: JokerName, limit: number): FoundInteraction[] {
  const found: FoundInteraction[] = [];
  for (const entry of JOKER_INTERACTIONS) {
    const others = entry.first.includes(name)
      ? entry.second
      : entry.second.includes(name)
        ? entry.first
        : [];
    const partner = others.find((other) => other !== name);
    if (partner === undefined) continue;
    const interaction = findInteraction(name, partner);
    if (interaction !== null) found.push(interaction);
    if (found.length >= limit) break;
  }
  return found;
}
