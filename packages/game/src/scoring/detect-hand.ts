// Poker hand detection, following the game's `evaluate_poker_hand`, `get_flush`,
// `get_straight`, `get_X_same` and `get_highest` (1.0.1o misc_functions.lua) and
// `G.FUNCS.evaluate_play` for which cards score (facts: scoringOrder step 1).
import type { PokerHandName } from '../data/vocabulary';
import { POKER_HAND_NAMES, SUITS } from '../data/vocabulary';
import { RANK_CHIPS } from '../data/playing-cards';
import { RANK_IDS, cardIsSuit, isStoneCard, type CardFacts } from './cards';

export interface DetectionOptions {
  /** Four Fingers: Flushes and Straights of 4 cards. */
  readonly fourFingers?: boolean;
  /** Shortcut: Straights may skip one rank at a time. */
  readonly shortcut?: boolean;
  /** Smeared Joker: Hearts = Diamonds, Spades = Clubs. */
  readonly smeared?: boolean;
  /** Splash: every played card scores. */
  readonly splash?: boolean;
}

export interface DetectedHand {
  /** The best hand (a Royal Flush is a Straight Flush); High Card for no cards. */
  readonly hand: PokerHandName;
  /** Indices into the played cards that score, in play order. */
  readonly scoringCards: readonly number[];
  /** Every hand the cards contain, `hand` included (Spare Trousers, Jolly Joker, The Duo). */
  readonly containedHands: ReadonlySet<PokerHandName>;
}

type Group = readonly number[];

/** Played-card indices by rank id (2..14); Stone cards (id 0) have no rank. */
function groupByRank(ids: readonly number[]): (number[] | undefined)[] {
  const byRank: (number[] | undefined)[] = [];
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index] ?? 0;
    if (id < 2) continue;
    const group = byRank[id];
    if (group) group.push(index);
    else byRank[id] = [index];
  }
  return byRank;
}

/** Cards whose rank occurs exactly `count` times, highest rank first (`get_X_same`). */
function sameRankGroups(byRank: readonly (number[] | undefined)[], count: number): Group[] {
  const groups: Group[] = [];
  for (let id = 14; id >= 2; id--) {
    const group = byRank[id];
    if (group !== undefined && group.length === count) groups.push(group);
  }
  return groups;
}

/** `get_flush`: the first suit (Spades, Hearts, Clubs, Diamonds) with enough cards. */
function findFlush(cards: readonly CardFacts[], options: DetectionOptions): Group | undefined {
  const needed = options.fourFingers ? 4 : 5;
  if (cards.length > 5 || cards.length < needed) return undefined;
  const smeared = options.smeared === true;
  for (const suit of SUITS) {
    const group: number[] = [];
    for (let index = 0; index < cards.length; index++) {
      const card = cards[index];
      if (card && cardIsSuit(card, suit, { smeared, flush: true })) group.push(index);
    }
    if (group.length >= needed) return group;
  }
  return undefined;
}

/**
 * `get_straight`: walk the ranks Ace-low to Ace-high collecting every card of each present
 * rank; Shortcut lets one missing rank pass (never past the Ace at the top).
 */
function findStraight(
  count: number,
  byRank: readonly (number[] | undefined)[],
  options: DetectionOptions,
): Group | undefined {
  const needed = options.fourFingers ? 4 : 5;
  if (count > 5 || count < needed) return undefined;
  let run: number[] = [];
  let length = 0;
  let isStraight = false;
  let skipped = false;
  for (let j = 1; j <= 14; j++) {
    const present = byRank[j === 1 ? 14 : j];
    if (present) {
      length++;
      skipped = false;
      run.push(...present);
    } else if (options.shortcut && !skipped && j !== 14) {
      skipped = true;
    } else {
      length = 0;
      skipped = false;
      if (isStraight) break;
      run = [];
    }
    if (length >= needed) isStraight = true;
  }
  return isStraight ? run : undefined;
}

/** `get_nominal` order for High Card: rank chips, then J < Q < K < A, then suit. */
const SUIT_NOMINAL = { diamonds: 0.01, clubs: 0.02, hearts: 0.03, spades: 0.04 } as const;
function highCardKey(card: CardFacts): number {
  if (isStoneCard(card)) return -1e6;
  const id = RANK_IDS[card.rank];
  const faceNominal = id > 10 ? (id - 10) / 10 : 0;
  return 10 * RANK_CHIPS[card.rank] + 10 * faceNominal + SUIT_NOMINAL[card.suit];
}

function highestCard(cards: readonly CardFacts[]): Group | undefined {
  let best = -1;
  let bestKey = -Infinity;
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index];
    const key = card ? highCardKey(card) : -Infinity;
    if (key > bestKey) {
      best = index;
      bestKey = key;
    }
  }
  return best < 0 ? undefined : [best];
}

function union(a: Group, b: Group): Group {
  return [...a, ...b.filter((index) => !a.includes(index))];
}

const HAND_BIT = Object.fromEntries(POKER_HAND_NAMES.map((name, i) => [name, 1 << i])) as {
  readonly [Name in PokerHandName]: number;
};

/** One shared set per combination of contained hands (at most 2^12), built on first use. */
const containedSets = new Map<number, ReadonlySet<PokerHandName>>();
function getContainedHands(mask: number): ReadonlySet<PokerHandName> {
  let set = containedSets.get(mask);
  if (set === undefined) {
    set = new Set(POKER_HAND_NAMES.filter((name) => (mask & HAND_BIT[name]) !== 0));
    containedSets.set(mask, set);
  }
  return set;
}

/** Detect the poker hand of 0 to 5 played cards and which of them score. */
export function detectPokerHand(
  cards: readonly CardFacts[],
  options: DetectionOptions = {},
): DetectedHand {
  const ids = cards.map((card) => (isStoneCard(card) ? 0 : RANK_IDS[card.rank]));
  const byRank = groupByRank(ids);
  const [five0] = sameRankGroups(byRank, 5);
  const [four0] = sameRankGroups(byRank, 4);
  const three = sameRankGroups(byRank, 3);
  const [two0, two1] = sameRankGroups(byRank, 2);
  const three0 = three[0];
  const flush = findFlush(cards, options);
  const straight = findStraight(cards.length, byRank, options);
  const highest = highestCard(cards);

  // Checked strongest first, as `evaluate_poker_hand` fills `results`; the first found is
  // the hand and its cards score.
  const fullHouse = three0 && two0 ? [...three0, ...two0] : undefined;
  const secondPair = two1 ?? (three.length === 1 ? three0 : undefined);
  // Checked strongest first, as `evaluate_poker_hand` fills `results`: the first found is the
  // hand and its cards score. The game lets bigger groups stand for smaller ones: Five of a
  // Kind contains Four, Four contains Three, Three contains a Pair (but never Two Pair).
  let mask = 0;
  let hand: PokerHandName | undefined;
  let group: Group | undefined;
  const found = (name: PokerHandName, cardsOfHand: Group | undefined): void => {
    if (cardsOfHand === undefined) return;
    mask |= HAND_BIT[name];
    if (hand === undefined) {
      hand = name;
      group = cardsOfHand;
    }
  };
  found('Flush Five', flush && five0);
  found('Flush House', flush && fullHouse);
  found('Five of a Kind', five0);
  found('Straight Flush', flush && straight && union(flush, straight));
  found('Four of a Kind', four0 ?? five0);
  found('Full House', fullHouse);
  found('Flush', flush);
  found('Straight', straight);
  found('Three of a Kind', three0 ?? four0 ?? five0);
  found('Two Pair', two0 && secondPair && [...two0, ...secondPair]);
  found('Pair', two0 ?? three0 ?? four0 ?? five0);
  found('High Card', highest);
  return {
    hand: hand ?? 'High Card',
    scoringCards: scoringIndices(cards, group ?? [], options.splash === true),
    containedHands: getContainedHands(mask),
  };
}

/** Splash scores every card; Stone cards always score; the rest keep play order. */
function scoringIndices(cards: readonly CardFacts[], group: Group, splash: boolean): number[] {
  const scoring: number[] = [];
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index];
    if (splash || (card && isStoneCard(card)) || group.includes(index)) scoring.push(index);
  }
  return scoring;
}
