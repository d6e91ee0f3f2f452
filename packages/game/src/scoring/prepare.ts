// Everything about a scenario that does not depend on which cards are played: defaults,
// rule modifiers, the active boss and each Joker's resolved effect (copies included). Best
// play prepares once and scores many plays.
import type { BossBlindName } from '../data/bosses';
import { isBossBlindName } from '../data/bosses';
import type { DeckName } from '../data/decks';
import { findJoker } from '../data/jokers';
import type { StakeName } from '../data/stakes';
import type { LuckMode, Suit } from '../data/vocabulary';
import { cardIsFace, cardIsSuit } from './cards';
import { getJokerEffect } from './jokers/registry';
import type { CardView, Chance, JokerEffect, RuleModifier, ScoringContext } from './jokers/types';
import { getProbability, rollBetween } from './luck';
import type { CalculatorScenario, HandCounts, ScenarioBlindName, ScenarioJoker } from './scenario';

/** A Joker whose hooks run at position `index`: its own, or the copied Joker's. */
export interface ActiveJoker {
  readonly index: number;
  readonly effect: JokerEffect;
  /** The Joker whose ability and state are used (itself unless it copies). */
  readonly targetIndex: number;
}

type HookName = Exclude<keyof JokerEffect, 'modifiers' | 'copies' | 'orderSensitive'>;

/** The rule helpers of the hook context; the same functions serve every play. */
export type ContextHelpers = Pick<ScoringContext, 'isSuit' | 'isFace' | 'probability' | 'roll'>;

export interface PreparedScenario {
  readonly scenario: CalculatorScenario;
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly blind: ScenarioBlindName;
  /** The boss whose effect applies; undefined when none or disabled (Chicot, Luchador). */
  readonly boss: BossBlindName | undefined;
  readonly luck: LuckMode;
  readonly modifiers: ReadonlySet<RuleModifier>;
  /** Oops! All 6s owned: each doubles every probability. */
  readonly doublings: number;
  readonly jokers: readonly ScenarioJoker[];
  /** Non-debuffed Jokers with an effect, left to right. */
  readonly active: readonly ActiveJoker[];
  /** `active` by Joker position; undefined for a Joker without effect or debuffed. */
  readonly activeByIndex: readonly (ActiveJoker | undefined)[];
  /** `active` narrowed to the Jokers that have each hook, left to right. */
  readonly withHook: { readonly [Hook in HookName]: readonly ActiveJoker[] };
  /** Any active Joker whose value depends on the order of played cards. */
  readonly orderSensitive: boolean;
  readonly handsPlayed: HandCounts;
  readonly handsPlayedThisRound: HandCounts;
  readonly helpers: ContextHelpers;
}

/**
 * Blueprint copies its right neighbour, Brainstorm the leftmost Joker; a copier copying a
 * copier follows the chain. Nothing is copied from a debuffed or incompatible Joker, or
 * around a loop (the game stops after as many hops as there are Jokers).
 */
function resolveCopy(jokers: readonly ScenarioJoker[], index: number): ActiveJoker | undefined {
  let target = index;
  for (let hops = 0; hops <= jokers.length; hops++) {
    const joker = jokers[target];
    if (joker === undefined || joker.debuffed === true) return undefined;
    const effect = getJokerEffect(joker.name);
    if (effect === undefined) return undefined;
    if (effect.copies === undefined) {
      if (target !== index && findJoker(joker.name)?.blueprintCompatible !== true) return undefined;
      return { index, effect, targetIndex: target };
    }
    target = effect.copies === 'right' ? target + 1 : 0;
    if (target === index) return undefined;
  }
  return undefined;
}

/**
 * The position of the Joker whose ability the copier at `index` uses in this order (Blueprint
 * left of Canio: Canio's); null for a Joker that copies nothing now or copies nothing at all.
 */
export function findCopyTarget(jokers: readonly ScenarioJoker[], index: number): number | null {
  if (getJokerEffect(jokers[index]?.name ?? '')?.copies === undefined) return null;
  const active = resolveCopy(jokers, index);
  return active === undefined ? null : active.targetIndex;
}

function createHelpers(
  modifiers: ReadonlySet<RuleModifier>,
  doublings: number,
  luck: LuckMode,
): ContextHelpers {
  const smeared = modifiers.has('smeared');
  const pareidolia = modifiers.has('pareidolia');
  return {
    isSuit(card: CardView, suit: Suit, ignoreDebuff = false): boolean {
      return cardIsSuit(card, suit, { smeared, ignoreDebuff });
    },
    isFace(card: CardView): boolean {
      return cardIsFace(card, pareidolia);
    },
    probability(chance: Chance): number {
      return getProbability(chance, doublings);
    },
    roll(min: number, max: number): number {
      return rollBetween(min, max, luck);
    },
  };
}

function collectModifiers(jokers: readonly ScenarioJoker[]): {
  modifiers: Set<RuleModifier>;
  doublings: number;
} {
  const modifiers = new Set<RuleModifier>();
  let doublings = 0;
  for (const joker of jokers) {
    if (joker.debuffed === true) continue;
    for (const modifier of getJokerEffect(joker.name)?.modifiers ?? []) {
      modifiers.add(modifier);
      if (modifier === 'doubleProbabilities') doublings++;
    }
  }
  return { modifiers, doublings };
}

/**
 * Crimson Heart debuffs one Joker chosen at random each hand (1.0.1o blind.lua
 * `Blind:drawn_to_hand`: pseudorandom_element over the Jokers). With a single Joker the
 * choice is that Joker, so no flag is needed: it is always debuffed. A Chicot disables
 * the boss when the blind is set, before any hand, so it is never the one.
 */
function applyCrimsonHeart(
  scenario: CalculatorScenario,
  jokers: readonly ScenarioJoker[],
  bossOff: boolean,
): readonly ScenarioJoker[] {
  const only = jokers[0];
  if (scenario.blind !== 'Crimson Heart' || bossOff || jokers.length !== 1 || !only) {
    return jokers;
  }
  return [{ ...only, debuffed: true }];
}

export function prepareScenario(scenario: CalculatorScenario): PreparedScenario {
  const given = scenario.jokers ?? [];
  const bossOffGiven =
    scenario.bossDisabled === true || collectModifiers(given).modifiers.has('disablesBoss');
  const jokers = applyCrimsonHeart(scenario, given, bossOffGiven);
  const { modifiers, doublings } = collectModifiers(jokers);
  const active: ActiveJoker[] = [];
  const activeByIndex: (ActiveJoker | undefined)[] = [];
  for (let index = 0; index < jokers.length; index++) {
    const resolved = jokers[index]?.debuffed === true ? undefined : resolveCopy(jokers, index);
    activeByIndex.push(resolved);
    if (resolved) active.push(resolved);
  }
  const having = (hook: HookName): readonly ActiveJoker[] =>
    active.filter((joker) => joker.effect[hook] !== undefined);
  const withHook = {
    before: having('before'),
    scoredCard: having('scoredCard'),
    playedRetriggers: having('playedRetriggers'),
    heldCard: having('heldCard'),
    heldRetriggers: having('heldRetriggers'),
    main: having('main'),
    otherJoker: having('otherJoker'),
  };
  const blind = scenario.blind ?? 'Small Blind';
  const bossOff = bossOffGiven;
  const luck = scenario.luck ?? 'none';
  return {
    scenario,
    deck: scenario.deck ?? 'Red Deck',
    stake: scenario.stake ?? 'White Stake',
    blind,
    boss: !bossOff && isBossBlindName(blind) ? blind : undefined,
    luck,
    modifiers,
    doublings,
    jokers,
    active,
    activeByIndex,
    withHook,
    orderSensitive: active.some((joker) => joker.effect.orderSensitive === true),
    handsPlayed: scenario.handsPlayed ?? {},
    handsPlayedThisRound: scenario.handsPlayedThisRound ?? {},
    helpers: createHelpers(modifiers, doublings, luck),
  };
}
