// What each Joker pays for, read from the engine's effect registry by calling its hooks on
// probe plays (probe-context.ts): the poker hand it rewards, the suit or face cards it pays
// on, the cards it retriggers, the rules it changes and whether Blueprint can copy it.
import { getJoker, type JokerName } from '../data/jokers';
import { POKER_HAND_NAMES, SUITS, type PokerHandName, type Suit } from '../data/vocabulary';
import { getJokerEffect } from '../scoring/jokers/registry';
import type { JokerEffect, JokerSelf, RuleModifier } from '../scoring/jokers/types';
import type { ScenarioCard } from '../scoring/scenario';
import { getContainedHands, PROBE_CARDS } from './hand-examples';
import { createProbeContext, createProbeSelf, probeCard, probeMain } from './probe-context';

export const FACE_CARD_LEANINGS = ['rewards', 'punishes'] as const;
export type FaceCardLeaning = (typeof FACE_CARD_LEANINGS)[number];

export interface JokerTraits {
  readonly name: JokerName;
  /** It changes a scored hand (it has an entry in the effect registry). */
  readonly hasScoringEffect: boolean;
  /** The weakest poker hand a play must contain for it to pay (Jolly Joker: Pair). */
  readonly rewardsHand: PokerHandName | null;
  /** Blueprint copies its right neighbour, Brainstorm the leftmost Joker. */
  readonly copies: 'right' | 'leftmost' | null;
  /** Whether Blueprint and Brainstorm can copy it (facts: jokers[].blueprintCompatible). */
  readonly canBeCopied: boolean;
  readonly modifiers: readonly RuleModifier[];
  /** The one suit its per-card effect pays on (Greedy Joker: diamonds). */
  readonly suit: Suit | null;
  /** Face cards make it pay (Scary Face) or stop it (Ride the Bus); Pareidolia shows which. */
  readonly faceCards: FaceCardLeaning | null;
  /** Indices into PROBE_CARDS of the cards it acts on when played, and when held. */
  readonly playedCards: ReadonlySet<number>;
  readonly heldCards: ReadonlySet<number>;
  /** Indices into PROBE_CARDS of the cards it retriggers when played, and when held. */
  readonly retriggersPlayed: ReadonlySet<number>;
  readonly retriggersHeld: ReadonlySet<number>;
}

function scoredTrigger(ctx: ReturnType<typeof createProbeContext>) {
  const [view] = ctx.scoring;
  return view === undefined ? undefined : { ...view, scoringIndex: 0, trigger: 0, luckyTrigger: 1 };
}

function cardSets(effect: JokerEffect, self: JokerSelf) {
  const sets = {
    playedCards: new Set<number>(),
    heldCards: new Set<number>(),
    retriggersPlayed: new Set<number>(),
    retriggersHeld: new Set<number>(),
  };
  PROBE_CARDS.forEach((card: ScenarioCard, index) => {
    const played = createProbeContext({ hand: 'High Card', scoring: [card] });
    const held = createProbeContext({ hand: 'High Card', held: [card] });
    const trigger = scoredTrigger(played);
    const [heldView] = held.held;
    if (trigger === undefined || heldView === undefined) return;
    const scored = effect.scoredCard?.(played, self, trigger);
    if (scored !== undefined) sets.playedCards.add(index);
    if ((effect.playedRetriggers?.(played, self, trigger) ?? 0) > 0)
      sets.retriggersPlayed.add(index);
    if (effect.heldCard?.(held, self, heldView) !== undefined) sets.heldCards.add(index);
    if ((effect.heldRetriggers?.(held, self, heldView) ?? 0) > 0) sets.retriggersHeld.add(index);
  });
  return sets;
}

/** The weakest hand whose plays make it pay while a High Card does not. */
function findRewardedHand(effect: JokerEffect, self: JokerSelf): PokerHandName | null {
  const pays = (hand: PokerHandName) =>
    probeMain(effect, createProbeContext({ hand, contains: getContainedHands(hand) }), self);
  if (pays('High Card')) return null;
  return POKER_HAND_NAMES.find((hand) => pays(hand)) ?? null;
}

function countActedCards(
  effect: JokerEffect,
  self: JokerSelf,
  cards: readonly ScenarioCard[],
  modifiers: readonly RuleModifier[] = [],
): number {
  return cards.filter((card) => probeCard(effect, self, card, modifiers)).length;
}

function findSuit(effect: JokerEffect, self: JokerSelf): Suit | null {
  const paying = SUITS.filter(
    (suit) =>
      countActedCards(
        effect,
        self,
        PROBE_CARDS.filter((card) => card.suit === suit),
      ) > 0,
  );
  return paying.length === 1 ? (paying[0] ?? null) : null;
}

const NUMBER_CARDS = PROBE_CARDS.filter((card) => !['J', 'Q', 'K'].includes(card.rank));

/** Probes are pure over fixed plays, so each answer is worked out once per Joker. */
export function remember<T>(cache: Map<string, T>, key: string, find: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = find();
  cache.set(key, value);
  return value;
}

const leanings = new Map<string, FaceCardLeaning | null>();

/** What one rule (Pareidolia, Smeared Joker) does to the cards a Joker acts on. */
export function getModifierLeaning(
  name: JokerName,
  modifier: RuleModifier,
): FaceCardLeaning | null {
  return remember(leanings, `${name}|${modifier}`, () => {
    const effect = getJokerEffect(name);
    if (effect === undefined) return null;
    const self = createProbeSelf(name);
    const without = countActedCards(effect, self, NUMBER_CARDS);
    const withRule = countActedCards(effect, self, NUMBER_CARDS, [modifier]);
    if (withRule === without) return null;
    return withRule > without ? 'rewards' : 'punishes';
  });
}

const traitsByName = new Map<JokerName, JokerTraits>();

export function getJokerTraits(name: JokerName): JokerTraits {
  const known = traitsByName.get(name);
  if (known !== undefined) return known;
  const effect = getJokerEffect(name);
  const self = createProbeSelf(name);
  const empty = new Set<number>();
  const traits: JokerTraits = {
    name,
    hasScoringEffect: effect !== undefined,
    rewardsHand: effect === undefined ? null : findRewardedHand(effect, self),
    copies: effect?.copies ?? null,
    canBeCopied: getJoker(name).blueprintCompatible,
    modifiers: effect?.modifiers ?? [],
    suit: effect === undefined ? null : findSuit(effect, self),
    faceCards: getModifierLeaning(name, 'pareidolia'),
    ...(effect === undefined
      ? { playedCards: empty, heldCards: empty, retriggersPlayed: empty, retriggersHeld: empty }
      : cardSets(effect, self)),
  };
  traitsByName.set(name, traits);
  return traits;
}

/** The Jokers that reward `hand`, in collection order. */
export function getJokersRewardingHand(
  hand: PokerHandName,
  names: readonly JokerName[],
): JokerName[] {
  return names.filter((name) => getJokerTraits(name).rewardsHand === hand);
}

const handPayouts = new Map<string, boolean>();

/** Whether a Joker pays on a play of `hand` (The Duo pays on a Full House: it holds a Pair). */
export function doesJokerPayOnHand(name: JokerName, hand: PokerHandName): boolean {
  return remember(handPayouts, `${name}|${hand}`, () => {
    const effect = getJokerEffect(name);
    if (effect === undefined) return false;
    const ctx = createProbeContext({ hand, contains: getContainedHands(hand) });
    return probeMain(effect, ctx, createProbeSelf(name));
  });
}
