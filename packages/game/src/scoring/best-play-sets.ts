// The sets of cards best play scores, and the order it scores them in. Every set of 1 to 5
// cards is a candidate; the answer does not depend on the order (the top plays are kept by a
// total order), but a search cut by its budget (search-budget.ts) keeps only what it reached.
// So above the game's starting hand, where a search can run long, the sets whose poker hand
// looks strongest are scored first. The look is a rough one, a few bit operations per set:
// it only orders the search, the engine scores every set it reaches.
import { RANK_CHIPS } from '../data/playing-cards';
import { POKER_HAND_NAMES, SUITS, type PokerHandName } from '../data/vocabulary';
import { RANK_IDS, cardIsSuit, isStoneCard } from './cards';
import type { PreparedScenario } from './prepare';
import type { ScenarioCard } from './scenario';
import { getLevelValues } from './score-play';

const MAX_PLAYED = 5;
/** The game's starting hand size: up to it a whole search takes about a millisecond. */
const ORDERED_ABOVE = 8;

/** All sets of 1..5 indices out of n, ascending within each set; cached per n. */
const cardSetCache = new Map<number, readonly (readonly number[])[]>();
function getCardSets(n: number): readonly (readonly number[])[] {
  const cached = cardSetCache.get(n);
  if (cached) return cached;
  const sets: number[][] = [];
  const extend = (prefix: readonly number[], start: number): void => {
    if (prefix.length > 0) sets.push([...prefix]);
    if (prefix.length === MAX_PLAYED) return;
    for (let index = start; index < n; index++) extend([...prefix, index], index + 1);
  };
  extend([], 0);
  cardSetCache.set(n, sets);
  return sets;
}

interface CardLook {
  /** 2..14, 0 for a Stone card. */
  readonly rankId: number;
  /** One bit per suit the card counts as for a Flush (Wild: all; Stone: none). */
  readonly suits: number;
  readonly chips: number;
}

function lookAt(card: ScenarioCard, smeared: boolean): CardLook {
  let suits = 0;
  SUITS.forEach((suit, bit) => {
    if (cardIsSuit(card, suit, { smeared, flush: true })) suits |= 1 << bit;
  });
  const isStone = isStoneCard(card);
  return {
    rankId: isStone ? 0 : RANK_IDS[card.rank],
    suits,
    chips: isStone ? 0 : RANK_CHIPS[card.rank],
  };
}

/** True when `ranks` (a bit per rank id) holds `length` ranks in a row; the Ace also plays low. */
function hasRun(ranks: number, length: number): boolean {
  const withLowAce = ranks | (((ranks >> 14) & 1) << 1);
  let run = withLowAce;
  for (let step = 1; step < length; step++) run &= withLowAce >> step;
  return run !== 0;
}

/**
 * The poker hand a set looks like: its ranks, one suit, `needed` ranks in a row (Shortcut
 * aside), and the rank chips of its cards. Written without allocations: it runs for every set.
 */
function estimateSet(
  looks: readonly CardLook[],
  set: readonly number[],
  needed: number,
  valueOf: (hand: PokerHandName) => { readonly chips: number; readonly mult: number },
): number {
  let suits = 0b1111;
  let ranks = 0;
  let chips = 0;
  let most = 1;
  let next = 1;
  for (let i = 0; i < set.length; i++) {
    const look = looks[set[i] as number] as CardLook;
    suits &= look.suits;
    chips += look.chips;
    if (look.rankId === 0 || (ranks & (1 << look.rankId)) !== 0) continue;
    ranks |= 1 << look.rankId;
    let same = 1;
    for (let j = i + 1; j < set.length; j++) {
      if ((looks[set[j] as number] as CardLook).rankId === look.rankId) same++;
    }
    if (same > most) [next, most] = [most, same];
    else if (same > next) next = same;
  }
  const isFlush = set.length >= needed && suits !== 0;
  const isStraight = set.length >= needed && hasRun(ranks, needed);
  const values = valueOf(getLookedHand(most, next, isFlush, isStraight));
  return (values.chips + chips) * values.mult;
}

function getLookedHand(
  most: number,
  next: number,
  isFlush: boolean,
  isStraight: boolean,
): PokerHandName {
  if (most >= 5) return isFlush ? 'Flush Five' : 'Five of a Kind';
  if (most === 3 && next === 2 && isFlush) return 'Flush House';
  if (isStraight && isFlush) return 'Straight Flush';
  if (most === 4) return 'Four of a Kind';
  if (most === 3 && next === 2) return 'Full House';
  if (isFlush) return 'Flush';
  if (isStraight) return 'Straight';
  if (most === 3) return 'Three of a Kind';
  if (most === 2) return next === 2 ? 'Two Pair' : 'Pair';
  return 'High Card';
}

/** The sets to score, in the order to score them (positions into the canonical `hand`). */
export function getSearchOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
): readonly (readonly number[])[] {
  const sets = getCardSets(hand.length);
  if (hand.length <= ORDERED_ABOVE) return sets;
  const looks = hand.map((card) => lookAt(card, prep.modifiers.has('smeared')));
  const needed = prep.modifiers.has('fourFingers') ? 4 : 5;
  const levels = prep.scenario.handLevels ?? {};
  const values = new Map(
    POKER_HAND_NAMES.map((name) => [name, getLevelValues(name, levels[name] ?? 1)]),
  );
  const valueOf = (name: PokerHandName) => values.get(name) ?? { chips: 0, mult: 0 };
  const estimates = sets.map((set) => estimateSet(looks, set, needed, valueOf));
  // Array.prototype.sort is stable: equal estimates keep the enumeration order.
  return sets
    .map((_, index) => index)
    .sort((x, y) => (estimates[y] ?? 0) - (estimates[x] ?? 0))
    .map((index) => sets[index] as readonly number[]);
}
