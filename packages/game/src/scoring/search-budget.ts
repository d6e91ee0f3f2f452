// How much work a best-play search may do. The plays grow fast with the hand (218 for 8 cards,
// 6,884 for 16) and each scores every card against every Joker, so a search that must answer
// in time stops when its budget is spent and answers with the best play found so far
// (`isComplete: false`). Work is counted, not timed: the same input always stops at the same
// play, so answers never depend on how busy the machine is, and the engine stays pure. The
// caller sizes the budget for the time it can spend (bench/ measures work against time).

/**
 * A scoring's own cost (detecting the hand, building the play) in steps, as measured by
 * bench/search-budget.bench.ts.
 */
const SCORING_OVERHEAD = 200;

/**
 * Work for one scoring: its overhead, one per card and Joker it sets up, and one per step
 * (a change to chips, mult or money, or a Joker hook asked; retriggers multiply them).
 */
export interface ScoringWork {
  readonly cards: number;
  readonly jokers: number;
  readonly steps: number;
}

export function countScoringWork(work: ScoringWork): number {
  return SCORING_OVERHEAD + work.cards + work.jokers + work.steps;
}

/**
 * Work left for the searches given this budget. One budget may be shared by several searches
 * (a coach answer compares many plays): what one spends, the next cannot.
 */
export class SearchBudget {
  #remaining: number;

  constructor(work: number) {
    this.#remaining = work;
  }

  get isSpent(): boolean {
    return this.#remaining <= 0;
  }

  spend(work: number): void {
    this.#remaining -= work;
  }
}
