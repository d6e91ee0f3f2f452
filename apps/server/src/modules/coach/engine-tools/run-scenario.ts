// The run scored by the engine: every score the coach shows comes from scoreHand /
// findBestPlay on the game package's one run → scenario conversion (toRunScenario), with the
// run's Jokers, hand levels, deck, stake and boss, plus the coach's "what if" Joker changes.
import {
  findBestPlay,
  getRunScoreOptions,
  getRunTargetScore,
  SearchBudget,
  scoreHand,
  toRunScenario,
  toScenarioJokers,
  type BestPlayResult,
  type JokerName,
  type PokerHandName,
  type RunState,
  type ScenarioCard,
  type ScenarioJoker,
  type ScoreResult,
  type ScoringOutcome,
} from '@jokerwise/game';

/**
 * How much the best-play searches of one coach answer may do together (work as counted by
 * the engine's SearchBudget; the calculator's budget in calculator.routes.ts is sized the same
 * way). An answer is worked out in one go on the request's event loop, which must never block
 * for more than 100 ms (docs/architecture.md#security-baseline): this is about 15 ms of CPU time on the bench
 * machine (bench/search-budget.bench.ts), enough for the shop of a build with a few Jokers
 * and 8 cards in hand; a search it cuts short is left out of the answer.
 */
export const COACH_SEARCH_WORK = 800_000;

export function createCoachBudget(): SearchBudget {
  return new SearchBudget(COACH_SEARCH_WORK);
}

/**
 * "What if" changes: Jokers removed by name (first copy), Jokers added as a block at `addAt`
 * (default: on the right), and the boss switched off (as after selling Luchador).
 */
export interface JokerChanges {
  readonly add?: readonly ScenarioJoker[];
  readonly addAt?: number;
  readonly remove?: readonly JokerName[];
  readonly bossDisabled?: boolean;
}

/** Tool inputs name Jokers; the scenario wants Joker entries. */
export function toJokerChanges(
  add: readonly JokerName[] = [],
  remove: readonly JokerName[] = [],
): JokerChanges {
  return { add: add.map((name) => ({ name })), remove };
}

function applyJokerChanges(run: RunState, changes: JokerChanges): ScenarioJoker[] {
  const jokers = toScenarioJokers(run);
  for (const name of changes.remove ?? []) {
    const index = jokers.findIndex((joker) => joker.name === name);
    if (index >= 0) jokers.splice(index, 1);
  }
  const at = Math.min(changes.addAt ?? jokers.length, jokers.length);
  return [...jokers.slice(0, at), ...(changes.add ?? []), ...jokers.slice(at)];
}

function toScenario(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  changes: JokerChanges,
) {
  return toRunScenario(run, {
    played,
    held,
    jokers: applyJokerChanges(run, changes),
    bossDisabled: changes.bossDisabled === true,
  });
}

/**
 * The engine's target for the round being played. With a known blind the scoring engine's own
 * target is used (it knows Chicot halves The Wall); an unchosen boss counts x2.
 */
export function getRoundTarget(run: RunState, result?: ScoreResult): number {
  return result?.target ?? getRunTargetScore(run);
}

export function scoreRunPlay(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  changes: JokerChanges = {},
): ScoringOutcome<ScoreResult> {
  return scoreHand(toScenario(run, played, held, changes), getRunScoreOptions(run));
}

export function findRunBestPlay(
  run: RunState,
  hand: readonly ScenarioCard[],
  changes: JokerChanges = {},
  budget: SearchBudget = createCoachBudget(),
  onlyHand?: PokerHandName,
): ScoringOutcome<BestPlayResult> {
  return findBestPlay(toScenario(run, [], hand, changes), {
    ...getRunScoreOptions(run),
    budget,
    ...(onlyHand === undefined ? {} : { onlyHand }),
  });
}

export interface PlacedBestPlay {
  readonly score: number;
  /** The Jokers left to right in the placement that scored best. */
  readonly jokerOrder: readonly JokerName[];
}

/**
 * The best play with Jokers added where they score most. Position matters (Blueprint copies
 * its right neighbour, Brainstorm the leftmost, Jokers resolve left to right) and the player
 * can reorder, so the added block is tried at every position, in both orders. Null when the
 * budget runs out first.
 */
export function findBestPlayWithAddedJokers(
  run: RunState,
  hand: readonly ScenarioCard[],
  changes: JokerChanges,
  budget: SearchBudget = createCoachBudget(),
): PlacedBestPlay | null {
  const add = changes.add ?? [];
  const blocks = add.length > 1 ? [add, [...add].reverse()] : [add];
  const kept = applyJokerChanges(run, { remove: changes.remove }).length;
  let best: PlacedBestPlay | null = null;
  for (const block of blocks) {
    // From the right end leftwards, so a tie keeps the Jokers where a purchase lands.
    for (let addAt = add.length === 0 ? 0 : kept; addAt >= 0; addAt--) {
      // A comparison of plays cut short would mislead: no number rather than a wrong one.
      if (budget.isSpent) return null;
      const placed = { ...changes, add: block, addAt };
      const outcome = findRunBestPlay(run, hand, placed, budget);
      if (!outcome.ok || !outcome.value.isComplete) return null;
      const score = outcome.value.best.result.score;
      if (best === null || score > best.score) {
        best = { score, jokerOrder: applyJokerChanges(run, placed).map((joker) => joker.name) };
      }
    }
  }
  return best;
}
