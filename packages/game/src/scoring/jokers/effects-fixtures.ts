// Test fixtures for the effects-*.test.ts files: a hook context built from a few readable
// fields, with the engine's own suit, face and luck rules, so a hook can be called alone.
import type { JokerName } from '../../data/jokers';
import type { PokerHandName, Rank, Suit } from '../../data/vocabulary';
import { RANK_IDS } from '../cards';
import type { JokerState, ScenarioCard, ScenarioJoker } from '../scenario';
import { getJokerEffect } from './registry';
import { toCardView, toJokerView } from '../views';
import { QUIET_RUN, engineRules } from './standalone-context';
import type {
  BeforeResult,
  JokerResult,
  JokerSelf,
  RuleModifier,
  ScoredCardResult,
  ScoredCardView,
  ScoringContext,
} from './types';

const SUIT_LETTERS: Readonly<Record<string, Suit>> = {
  S: 'spades',
  H: 'hearts',
  C: 'clubs',
  D: 'diamonds',
};

/** `card('10H')`, `card('KS', { enhancement: 'glass' })`. */
export function card(code: string, extra: Omit<ScenarioCard, 'rank' | 'suit'> = {}): ScenarioCard {
  const rank = code.slice(0, -1) as Rank;
  const suit = SUIT_LETTERS[code.slice(-1)];
  if (suit === undefined || !(rank in RANK_IDS)) throw new Error(`bad card code ${code}`);
  return { rank, suit, ...extra };
}

export function cards(codes: string): ScenarioCard[] {
  return codes
    .split(' ')
    .filter(Boolean)
    .map((code) => card(code));
}

export interface ContextOptions extends Partial<
  Omit<ScoringContext, 'played' | 'scoring' | 'held' | 'jokers' | 'containedHands' | 'modifiers'>
> {
  readonly played?: readonly ScenarioCard[];
  /** Indices of scoring cards; default all played cards. */
  readonly scoringIndices?: readonly number[];
  readonly held?: readonly ScenarioCard[];
  /** Default [hand]. */
  readonly contains?: readonly PokerHandName[];
  readonly jokers?: readonly ScenarioJoker[];
  readonly modifiers?: readonly RuleModifier[];
  readonly doublings?: number;
}

export function makeContext(options: ContextOptions = {}): ScoringContext {
  const { played = [], held = [], jokers = [], modifiers = [], ...rest } = options;
  const playedViews = played.map(toCardView);
  const indices = options.scoringIndices ?? playedViews.map((view) => view.index);
  const hand = options.hand ?? 'High Card';
  const modifierSet = new Set(modifiers);
  const luck = options.luck ?? 'none';
  return {
    luck,
    hand,
    containedHands: new Set(options.contains ?? [hand]),
    ...QUIET_RUN,
    played: playedViews,
    scoring: indices.flatMap((index) => playedViews[index] ?? []),
    held: held.map(toCardView),
    jokers: jokers.map(toJokerView),
    ...stripUndefined(rest),
    modifiers: modifierSet,
    ...engineRules(modifierSet, options.doublings ?? 0, luck),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `self` for a Joker in slot `index` (default 0); `copiedBy` makes it a Blueprint copy. */
export function makeSelf(
  joker: ScenarioJoker,
  options: { readonly index?: number; readonly copiedBy?: ScenarioJoker } = {},
): JokerSelf {
  const view = toJokerView(joker, options.index ?? 0);
  return options.copiedBy ? { ...view, copiedBy: toJokerView(options.copiedBy, 1) } : view;
}

/** The scoring card at `scoringIndex` of `ctx` during one trigger. */
export function scoredCard(
  ctx: ScoringContext,
  scoringIndex: number,
  options: { readonly trigger?: number; readonly luckyTrigger?: number } = {},
): ScoredCardView {
  const view = ctx.scoring[scoringIndex];
  if (view === undefined) throw new RangeError(`no scoring card ${scoringIndex}`);
  return {
    ...view,
    scoringIndex,
    trigger: options.trigger ?? 0,
    luckyTrigger: options.luckyTrigger ?? 0,
  };
}

/** What one Joker's hooks return for a context, hook by hook, in the engine's order. */
export interface JokerEvaluation {
  readonly before: BeforeResult | undefined;
  /** One entry per scoring card, first trigger (not debuffed cards: undefined). */
  readonly scored: readonly (ScoredCardResult | undefined)[];
  readonly retriggers: readonly number[];
  readonly held: readonly (JokerResult | undefined)[];
  readonly heldRetriggers: readonly number[];
  readonly main: JokerResult | undefined;
}

/** Calls every hook of `name` once per card, without applying anything between them. */
export function evaluateJoker(
  name: JokerName,
  ctx: ScoringContext,
  self: JokerSelf = makeSelf({ name }),
): JokerEvaluation {
  const effect = getJokerEffect(name);
  if (effect === undefined) throw new Error(`${name} has no effect`);
  const scoring = ctx.scoring.map((_, i) => scoredCard(ctx, i));
  return {
    before: effect.before?.(ctx, self),
    scored: scoring.map((view) =>
      view.debuffed ? undefined : effect.scoredCard?.(ctx, self, view),
    ),
    retriggers: scoring.map((view) => effect.playedRetriggers?.(ctx, self, view) ?? 0),
    held: ctx.held.map((view) => (view.debuffed ? undefined : effect.heldCard?.(ctx, self, view))),
    heldRetriggers: ctx.held.map((view) => effect.heldRetriggers?.(ctx, self, view) ?? 0),
    main: effect.main?.(ctx, self),
  };
}

/** One table row of the effects-*.test.ts files. */
export interface EffectRow {
  readonly joker: JokerName;
  /** Why the expected numbers are right: the facts effect and the arithmetic. */
  readonly source: string;
  readonly ctx: ContextOptions;
  readonly state?: JokerState;
  /** Runs the Joker as Blueprint's copy. */
  readonly copied?: boolean;
  readonly expected: Partial<JokerEvaluation>;
}

export function evaluateRow(row: EffectRow): JokerEvaluation {
  const joker = { name: row.joker, ...(row.state ? { state: row.state } : {}) };
  const self = makeSelf(joker, row.copied ? { copiedBy: { name: 'Blueprint' } } : {});
  return evaluateJoker(row.joker, makeContext(row.ctx), self);
}
