// The orders best play puts cards in. In the game the player arranges the whole hand, so
// neither the played cards' order nor the held cards' order is given: best play first sorts
// the hand into one canonical order (so the order the caller listed it in cannot change the
// answer), then orders cards by what they do to the mult.
//
// Each card maps mult -> a x mult + b. For two cards i and j, i first is at least as good iff
// b_i (a_j - 1) >= b_j (a_i - 1) (exchange argument), whatever the mult before them: sorting
// by b / (a - 1), descending, gives the best order of cards whose maps do not depend on their
// position.
import { CARD_EDITIONS, ENHANCEMENTS, RANKS, SUITS, type Seal } from '../data/vocabulary';
import type { ScenarioCard } from './scenario';
import type { AffineMap } from './score-cards';

/** Sort key: pure +Mult cards first (a = 1), pure XMult cards last (b = 0). */
export function orderKey(map: AffineMap | undefined): number {
  if (map === undefined || map.a <= 1) return Infinity;
  const key = map.b / (map.a - 1);
  // An overflowed map (Infinity / Infinity) acts like XMult alone: last.
  return Number.isNaN(key) ? 0 : key;
}

function isIdentity(map: AffineMap | undefined): boolean {
  return map === undefined || (map.a === 1 && map.b === 0);
}

// Within a rank, Red Seals go last: Raised Fist takes the rightmost of the lowest held cards
// (the game compares with `>=`), and that is the copy worth retriggering.
const SEAL_ORDER: Readonly<Record<Seal, number>> = { gold: 1, blue: 2, purple: 3, red: 4 };

/**
 * Every field of a card, defaults spelled out, as numbers to compare. Two cards with equal
 * tuples are the same card to the engine. Ranks high to low; debuffed cards first within a
 * rank, so that Raised Fist's rightmost pick is a card that can act.
 */
function cardTuple(card: ScenarioCard): number[] {
  return [
    RANKS.length - RANKS.indexOf(card.rank),
    card.debuffed === true ? 0 : 1,
    card.seal === undefined ? 0 : SEAL_ORDER[card.seal],
    card.enhancement === undefined ? -1 : ENHANCEMENTS.indexOf(card.enhancement),
    card.edition === undefined ? -1 : CARD_EDITIONS.indexOf(card.edition),
    SUITS.indexOf(card.suit),
    card.extraChips ?? 0,
  ];
}

export function compareCards(x: ScenarioCard, y: ScenarioCard): number {
  const a = cardTuple(x);
  const b = cardTuple(y);
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Indices into `cards` in canonical order; equal cards keep the order they were given in. */
export function getCanonicalOrder(cards: readonly ScenarioCard[]): number[] {
  return cards
    .map((_, index) => index)
    .sort((x, y) => compareCards(cards[x] as ScenarioCard, cards[y] as ScenarioCard));
}

/**
 * The held cards (`held`, positions into `hand`, with `maps` in the same order) rearranged by
 * the exchange key, or undefined when nothing moves. An insertion sort of adjacent swaps that
 * never swaps two cards of the same rank: Raised Fist takes the rightmost of the lowest held
 * cards, so keeping each rank's cards in their order keeps its card, and with it every map.
 */
export function arrangeHeld(
  hand: readonly ScenarioCard[],
  held: readonly number[],
  maps: readonly AffineMap[],
): number[] | undefined {
  const entries = held.map((card, position) => ({
    card,
    rank: (hand[card] as ScenarioCard).rank,
    key: isIdentity(maps[position]) ? undefined : orderKey(maps[position]),
  }));
  let moved = false;
  for (let i = 1; i < entries.length; i++) {
    const entry = entries[i];
    if (entry?.key === undefined) continue;
    // The leftmost card with a lower key it can pass; cards that do nothing are passed freely.
    let target: number | undefined;
    for (let j = i - 1; j >= 0; j--) {
      const left = entries[j];
      if (left === undefined || left.rank === entry.rank) break;
      if (left.key === undefined) continue;
      if (left.key >= entry.key) break;
      target = j;
    }
    if (target === undefined) continue;
    entries.splice(i, 1);
    entries.splice(target, 0, entry);
    moved = true;
  }
  return moved ? entries.map((entry) => entry.card) : undefined;
}
