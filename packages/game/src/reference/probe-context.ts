// A scoring context for calling one Joker's hooks on their own, the way the engine would call
// them, with the engine's own suit, face and chance rules. The reference look-ups use it to
// read from the effect registry what a Joker pays for, instead of keeping a second table.
import type { PokerHandName } from '../data/vocabulary';
import type { JokerName } from '../data/jokers';
import { QUIET_RUN, engineRules } from '../scoring/jokers/standalone-context';
import { toCardView } from '../scoring/views';
import type { ScenarioCard } from '../scoring/scenario';
import type {
  JokerEffect,
  JokerResult,
  JokerSelf,
  RuleModifier,
  ScoringContext,
} from '../scoring/jokers/types';

export interface ProbeInput {
  readonly hand: PokerHandName;
  /** The hands the play contains; defaults to `hand` alone. */
  readonly contains?: readonly PokerHandName[];
  /** Played and scoring cards. */
  readonly scoring?: readonly ScenarioCard[];
  readonly held?: readonly ScenarioCard[];
  readonly modifiers?: readonly RuleModifier[];
}

/** The last hand of a round with every chance firing, so no effect hides behind a roll. */
export function createProbeContext(input: ProbeInput): ScoringContext {
  const modifiers = new Set(input.modifiers ?? []);
  const scoring = (input.scoring ?? []).map(toCardView);
  return {
    luck: 'all',
    hand: input.hand,
    containedHands: new Set(input.contains ?? [input.hand]),
    ...QUIET_RUN,
    played: scoring,
    scoring,
    held: (input.held ?? []).map(toCardView),
    jokers: [],
    modifiers,
    ...engineRules(modifiers, 0, 'all'),
  };
}

export function createProbeSelf(name: JokerName): JokerSelf {
  return {
    name,
    index: 0,
    edition: undefined,
    debuffed: false,
    sellValue: undefined,
    state: {},
  };
}

/** A hook result that changes the score or the money. */
export function isFiring(result: JokerResult | undefined): boolean {
  if (result === undefined) return false;
  return (
    (result.chips ?? 0) !== 0 ||
    (result.mult ?? 0) !== 0 ||
    (result.xmult ?? 1) !== 1 ||
    (result.money ?? 0) !== 0
  );
}

/** What a Joker adds to one play: its 'before' growth, then its main effect. */
export function probeMain(effect: JokerEffect, ctx: ScoringContext, self: JokerSelf): boolean {
  const before = effect.before?.(ctx, self);
  const grown: JokerSelf = before?.state === undefined ? self : { ...self, state: before.state };
  return (
    isFiring(before) ||
    (before?.cardChanges?.length ?? 0) > 0 ||
    isFiring(effect.main?.(ctx, grown))
  );
}

/** Whether any of a Joker's per-card hooks acts on `card`, played and scoring or held. */
export function probeCard(
  effect: JokerEffect,
  self: JokerSelf,
  card: ScenarioCard,
  modifiers: readonly RuleModifier[] = [],
): boolean {
  const played = createProbeContext({ hand: 'High Card', scoring: [card], modifiers });
  const held = createProbeContext({ hand: 'High Card', held: [card], modifiers });
  const [scoredView] = played.scoring;
  const [heldView] = held.held;
  if (scoredView === undefined || heldView === undefined) return false;
  const trigger = { ...scoredView, scoringIndex: 0, trigger: 0, luckyTrigger: 1 };
  return (
    probeMain(effect, played, self) ||
    isFiring(effect.scoredCard?.(played, self, trigger)) ||
    (effect.playedRetriggers?.(played, self, trigger) ?? 0) > 0 ||
    isFiring(effect.heldCard?.(held, self, heldView)) ||
    (effect.heldRetriggers?.(held, self, heldView) ?? 0) > 0
  );
}
