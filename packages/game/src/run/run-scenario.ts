// The run as a calculator scenario (test/reference/calculator-scenario.md): the one conversion
// the web calculator and the coach both score through, so they never disagree on the blind,
// the Jokers or what the run holds (docs/decisions/019-coach-understanding-pipeline.md).
import { isConsumableName } from '../data/consumables';
import type { JokerName } from '../data/jokers';
import type { LuckMode } from '../data/vocabulary';
import type {
  CalculatorScenario,
  ScenarioBlindName,
  ScenarioCard,
  ScenarioJoker,
} from '../scoring/scenario';
import type { ScoreOptions } from '../scoring/score-play';
import { getBlindStatus } from './blind-status';
import { getJokerSellValue } from './sell-values';
import type { RunState } from './types';

export interface RunScenarioInput {
  /** In play order; empty for a best-play search. */
  readonly played?: readonly ScenarioCard[];
  readonly held?: readonly ScenarioCard[];
  /** The Jokers to score with, left to right; defaults to the run's own. */
  readonly jokers?: readonly ScenarioJoker[];
  /** Defaults to "none": no chance effect fires. */
  readonly luck?: LuckMode;
  /** The boss switched off, as after selling Luchador. */
  readonly bossDisabled?: boolean;
}

/**
 * Jokers whose value the engine works out from what the run holds: money (Bull, Bootstraps),
 * the Jokers and slots (Abstract Joker, Joker Stencil) and their sell values (Swashbuckler). A
 * value read from a save would go stale at the next sale or money update, so it is not used.
 */
const FOLLOWS_THE_RUN: ReadonlySet<JokerName> = new Set<JokerName>([
  'Abstract Joker',
  'Bootstraps',
  'Bull',
  'Joker Stencil',
  'Swashbuckler',
]);

/**
 * The run's Jokers as the engine scores them, with the values their cards show when known and
 * what each sells for now (Swashbuckler adds up the others' sell values).
 */
export function toScenarioJokers(run: Pick<RunState, 'jokers' | 'vouchers'>): ScenarioJoker[] {
  return run.jokers.map((joker) => ({
    name: joker.name,
    ...(joker.edition === null ? {} : { edition: joker.edition }),
    sellValue: getJokerSellValue(run, joker),
    ...(joker.values === undefined || FOLLOWS_THE_RUN.has(joker.name)
      ? {}
      : { state: joker.values }),
  }));
}

/** The blind being played; null in a boss round whose boss is not chosen yet. */
export function getRunScenarioBlind(run: RunState): ScenarioBlindName | null {
  if (run.blindType === 'small') return 'Small Blind';
  if (run.blindType === 'big') return 'Big Blind';
  return run.bossBlind;
}

/**
 * The scenario of one play in the run. An unchosen boss leaves the blind out: no boss effect
 * applies, and the target is the run's (getRunTargetScore, x2), never a Small Blind's.
 */
export function toRunScenario(run: RunState, input: RunScenarioInput = {}): CalculatorScenario {
  const blind = getRunScenarioBlind(run);
  const status = getBlindStatus(run);
  return {
    version: 1,
    deck: run.deck,
    stake: run.stake,
    ...(blind === null ? {} : { blind }),
    ...(input.bossDisabled === true ? { bossDisabled: true } : {}),
    handLevels: run.tracker.handLevels,
    money: run.money,
    // The blind's counters with the boss applied (The Needle, The Water). The format counts
    // the hand being played among the hands left, so it is at least 1.
    handsLeft: Math.max(1, status.hands),
    discardsLeft: status.discards,
    jokerSlots: run.jokerSlots,
    vouchers: run.vouchers,
    // Booster packs are not consumables the scoring reads.
    consumables: run.consumables.flatMap(({ name }) => (isConsumableName(name) ? [name] : [])),
    luck: input.luck ?? 'none',
    played: input.played ?? [],
    held: input.held ?? [],
    jokers: input.jokers ?? toScenarioJokers(run),
  };
}

/** The ante for the engine's target, given only when the blind is known. */
export function getRunScoreOptions(run: RunState): ScoreOptions {
  return getRunScenarioBlind(run) === null ? {} : { ante: run.ante };
}
