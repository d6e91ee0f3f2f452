// How two Jokers work together, from their traits (joker-traits.ts), so every pairing the
// coach names has a reason in the engine: a copy, a shared poker hand, a rule that makes the
// other's hand or cards come more often, a retrigger of the cards the other pays on, a sell
// value that grows for a Joker that counts it.
import type { JokerName } from '../data/jokers';
import { POKER_HAND_NAMES, type PokerHandName, type Suit } from '../data/vocabulary';
import type { RuleModifier } from '../scoring/jokers/types';
import { getJokerEffect } from '../scoring/jokers/registry';
import { getEasedHands } from './hand-examples';
import { doesJokerPayOnHand, getJokerTraits, getModifierLeaning } from './joker-traits';
import { createProbeContext, createProbeSelf, isFiring } from './probe-context';
import { isSellValueSynergy } from './sell-value-relation';

export const JOKER_RELATION_KINDS = [
  'copies',
  'cannot-copy',
  'same-hand',
  'eases-hand',
  'same-suit',
  'widens-cards',
  'narrows-cards',
  'face-cards',
  'face-conflict',
  'retriggers',
  'pays-for',
  'grows-sell-value',
  'different-hands',
] as const;
export type JokerRelationKind = (typeof JOKER_RELATION_KINDS)[number];

export interface JokerRelation {
  readonly kind: JokerRelationKind;
  /** True for a synergy, false for a clash (or a copy that cannot happen). */
  readonly isSynergy: boolean;
  /** The Joker that acts: the copier, the rule changer, the retriggerer. */
  readonly first: JokerName;
  readonly second: JokerName;
  readonly hand: PokerHandName | null;
  readonly suit: Suit | null;
  readonly modifier: RuleModifier | null;
}

type Found = Omit<JokerRelation, 'first' | 'second' | 'hand' | 'suit' | 'modifier'> &
  Partial<Pick<JokerRelation, 'hand' | 'suit' | 'modifier'>>;

/** The weakest hand both pay on, among the hands every deck can play. */
export function findSharedHand(a: JokerName, b: JokerName): PokerHandName | null {
  return (
    POKER_HAND_NAMES.filter((hand) => hand !== 'High Card').find(
      (hand) => doesJokerPayOnHand(a, hand) && doesJokerPayOnHand(b, hand),
    ) ?? null
  );
}

function copyRelation(a: JokerName, b: JokerName): Found | null {
  if (getJokerTraits(a).copies === null) return null;
  return getJokerTraits(b).canBeCopied
    ? { kind: 'copies', isSynergy: true }
    : { kind: 'cannot-copy', isSynergy: false };
}

function ruleRelation(a: JokerName, b: JokerName): Found | null {
  const second = getJokerTraits(b);
  const easedBySecond = second.modifiers.flatMap((modifier) => getEasedHands(modifier));
  for (const modifier of getJokerTraits(a).modifiers) {
    const eased = getEasedHands(modifier);
    const hand = second.rewardsHand ?? eased.find((name) => easedBySecond.includes(name));
    if (hand !== undefined && eased.includes(hand)) {
      return { kind: 'eases-hand', isSynergy: true, hand, modifier };
    }
    const leaning = getModifierLeaning(b, modifier);
    if (leaning === 'rewards') return { kind: 'widens-cards', isSynergy: true, modifier };
    if (leaning === 'punishes') return { kind: 'narrows-cards', isSynergy: false, modifier };
  }
  return null;
}

function cardRelation(a: JokerName, b: JokerName): Found | null {
  const first = getJokerTraits(a);
  const second = getJokerTraits(b);
  const overlaps = (x: ReadonlySet<number>, y: ReadonlySet<number>) =>
    [...x].some((index) => y.has(index));
  if (
    overlaps(first.retriggersPlayed, second.playedCards) ||
    overlaps(first.retriggersHeld, second.heldCards)
  ) {
    return { kind: 'retriggers', isSynergy: true };
  }
  if (first.suit !== null && first.suit === second.suit) {
    return { kind: 'same-suit', isSynergy: true, suit: first.suit };
  }
  if (first.faceCards !== null && second.faceCards !== null) {
    return first.faceCards === second.faceCards
      ? { kind: 'face-cards', isSynergy: first.faceCards === 'rewards' }
      : { kind: 'face-conflict', isSynergy: false };
  }
  return null;
}

function paysForRelation(a: JokerName, b: JokerName): Found | null {
  const otherJoker = getJokerEffect(a)?.otherJoker;
  if (otherJoker === undefined) return null;
  const other = { ...createProbeSelf(b), index: 1 };
  const ctx = createProbeContext({ hand: 'High Card' });
  return isFiring(otherJoker(ctx, createProbeSelf(a), other))
    ? { kind: 'pays-for', isSynergy: true }
    : null;
}

function sellValueRelation(a: JokerName, b: JokerName): Found | null {
  return isSellValueSynergy(a, b) ? { kind: 'grows-sell-value', isSynergy: true } : null;
}

function handRelation(a: JokerName, b: JokerName): Found | null {
  const first = getJokerTraits(a).rewardsHand;
  const second = getJokerTraits(b).rewardsHand;
  if (first === null || second === null) return null;
  const shared = findSharedHand(a, b);
  // A shared hand only the secret hands reach (Flush House for Pair and Flush) is no plan.
  const isPlayable =
    shared !== null && !['Five of a Kind', 'Flush House', 'Flush Five'].includes(shared);
  return isPlayable
    ? { kind: 'same-hand', isSynergy: true, hand: shared }
    : { kind: 'different-hands', isSynergy: false };
}

const RELATION_FINDERS = [
  copyRelation,
  ruleRelation,
  paysForRelation,
  sellValueRelation,
  handRelation,
  cardRelation,
];

/** How `a` acts on `b`, if at all (the strongest reason first). */
function findOneWay(a: JokerName, b: JokerName): JokerRelation | null {
  for (const find of RELATION_FINDERS) {
    const found = find(a, b);
    if (found !== null) {
      return { hand: null, suit: null, modifier: null, ...found, first: a, second: b };
    }
  }
  return null;
}

/**
 * The relation between two Jokers in either direction: a synergy is preferred to a clash,
 * and the Joker that acts comes first. Null when neither changes what the other does.
 */
export function findJokerRelation(a: JokerName, b: JokerName): JokerRelation | null {
  if (a === b) return null;
  const found = [findOneWay(a, b), findOneWay(b, a)].filter(
    (relation): relation is JokerRelation => relation !== null,
  );
  return found.find((relation) => relation.isSynergy) ?? found[0] ?? null;
}

/** The Jokers among `candidates` that work with `name`, synergies only, in their order. */
export function findJokerPartners(
  name: JokerName,
  candidates: readonly JokerName[],
  limit: number,
): JokerRelation[] {
  const partners: JokerRelation[] = [];
  for (const candidate of candidates) {
    const relation = findJokerRelation(name, candidate);
    if (relation?.isSynergy === true) partners.push(relation);
    if (partners.length >= limit) break;
  }
  return partners;
}
