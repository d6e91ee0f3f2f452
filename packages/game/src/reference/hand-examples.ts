// One plain example of every poker hand, and plays that a rule-changing Joker turns into a
// better hand (Four Fingers' 4-card Flush, Shortcut's gapped Straight, Smeared Joker's red
// Flush). Hand detection reads them, so what a hand contains and what a Joker eases come from
// the engine (detectPokerHand), not from a table.
import {
  POKER_HAND_NAMES,
  RANKS,
  SUITS,
  type PokerHandName,
  type Rank,
  type Suit,
} from '../data/vocabulary';
import { detectPokerHand, type DetectionOptions } from '../scoring/detect-hand';
import type { RuleModifier } from '../scoring/jokers/types';
import type { ScenarioCard } from '../scoring/scenario';

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = {
  s: 'spades',
  h: 'hearts',
  c: 'clubs',
  d: 'diamonds',
};

function parse(codes: string): ScenarioCard[] {
  return codes.split(' ').map((code) => {
    const rank = RANKS.find((name) => name === code.slice(0, -1));
    const suit = SUIT_BY_LETTER[code.slice(-1)];
    if (rank === undefined || suit === undefined) throw new Error(`bad example card ${code}`);
    return { rank, suit };
  });
}

const EXAMPLES: { readonly [H in PokerHandName]: string } = {
  'High Card': 'Ks 9h 7c 4d 2s',
  Pair: 'Ks Kh 7c 4d 2s',
  'Two Pair': 'Ks Kh 7c 7d 2s',
  'Three of a Kind': 'Ks Kh Kc 7d 2s',
  Straight: '9s 8h 7c 6d 5s',
  Flush: 'Kh 9h 7h 4h 2h',
  'Full House': 'Ks Kh Kc 7d 7s',
  'Four of a Kind': 'Ks Kh Kc Kd 2s',
  'Straight Flush': '9h 8h 7h 6h 5h',
  'Five of a Kind': 'Ks Kh Kc Kd Ks',
  'Flush House': 'Kh Kh Kh 7h 7h',
  'Flush Five': 'Kh Kh Kh Kh Kh',
};

/** A five-card play of `hand`. */
export function getHandExample(hand: PokerHandName): readonly ScenarioCard[] {
  return parse(EXAMPLES[hand]);
}

/** The hands a play of `hand` contains (a Full House contains a Pair and Three of a Kind). */
export function getContainedHands(hand: PokerHandName): readonly PokerHandName[] {
  const contained = detectPokerHand(getHandExample(hand)).containedHands;
  return POKER_HAND_NAMES.filter((name) => contained.has(name));
}

/** Plays one rule-changing Joker can make into a better hand. */
const NEAR_MISSES: readonly string[] = [
  'Kh 9h 7h 4h',
  '9s 8h 7c 6d',
  '9h 8h 7h 6h',
  '10s 8h 6c 5d 3s',
  'Kh 9d 7h 4d 2h',
];

const DETECTION_OPTIONS: Partial<Record<RuleModifier, keyof DetectionOptions>> = {
  fourFingers: 'fourFingers',
  shortcut: 'shortcut',
  smeared: 'smeared',
};

/** The hands a rule modifier lets a near miss become (Four Fingers: Flush, Straight ...). */
export function getEasedHands(modifier: RuleModifier): readonly PokerHandName[] {
  const option = DETECTION_OPTIONS[modifier];
  if (option === undefined) return [];
  const eased = new Set<PokerHandName>();
  for (const codes of NEAR_MISSES) {
    const cards = parse(codes);
    const without = detectPokerHand(cards).hand;
    const withRule = detectPokerHand(cards, { [option]: true }).hand;
    if (withRule !== without) eased.add(withRule);
  }
  return POKER_HAND_NAMES.filter((hand) => eased.has(hand));
}

/** Every plain card, one per rank and suit: what the per-card probes try. */
export const PROBE_CARDS: readonly ScenarioCard[] = SUITS.flatMap((suit) =>
  RANKS.map((rank: Rank) => ({ rank, suit })),
);
