// Where the owned Jokers score most: Jokers resolve left to right (+Mult before ×Mult counts
// more), Blueprint copies its right neighbour and Brainstorm the leftmost, and the player can
// reorder them freely. Orders are compared on one play (the cards fixed), each scored by the
// engine, so a search costs a few dozen scorings, not a best-play search each. joker_order is
// the tool the built-in coach and the model share.
import { ok, type JokerName, type RunState, type ScenarioCard } from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool, noCardsInHand, toolFailure, type ToolResult } from './engine-tool';
import { findRunBestPlay, scoreRunPlay } from './run-scenario';
import { jokerNameSchema } from './schemas';

/** Indices into run.jokers, left to right. */
type JokerOrder = readonly number[];

interface OrderScore {
  readonly order: JokerOrder;
  readonly score: number;
  /** False when the work limit stopped the search before it had tried every move. */
  readonly isComplete: boolean;
}

/** Passes of moving every Joker to every place; each pass improves or ends the search. */
const MAX_PASSES = 4;
/**
 * Joker evaluations one search may spend (a scoring of n Jokers costs n): six Jokers take at
 * most 864; the largest run, 100 Jokers, stops after 30 orders, within the 100 ms an answer may
 * hold the event loop (bench/largest-request.bench.ts).
 */
const MAX_JOKER_EVALUATIONS = 3_000;

function currentOrder(run: RunState): JokerOrder {
  return run.jokers.map((_, index) => index);
}

/** Scores orders of the run's Jokers on one play until the work limit is reached. */
function createScorer(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
) {
  let spent = 0;
  return {
    canScore: () => spent + run.jokers.length <= MAX_JOKER_EVALUATIONS,
    score(order: JokerOrder): number | null {
      spent += run.jokers.length;
      const jokers = order.flatMap((index) => run.jokers[index] ?? []);
      const outcome = scoreRunPlay({ ...run, jokers }, played, held);
      return outcome.ok ? outcome.value.score : null;
    },
  };
}

/** `order` with the Joker at position `from` moved to position `to`. */
function move(order: JokerOrder, from: number, to: number): JokerOrder {
  const moved = order[from];
  if (moved === undefined) return order;
  const rest = order.filter((_, position) => position !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}

/**
 * The best order found by moving each Joker of `movable` (indices into run.jokers) to every
 * place in turn, for up to `passes` rounds or until a round gains nothing. Ties keep the order
 * the player has. Null when the play cannot be scored.
 */
function searchOrders(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  movable: readonly number[],
  passes: number,
): OrderScore | null {
  const scorer = createScorer(run, played, held);
  const start = currentOrder(run);
  const startScore = scorer.score(start);
  if (startScore === null) return null;
  let best = { order: start, score: startScore };
  for (let pass = 0; pass < passes; pass++) {
    const before = best.score;
    for (const joker of movable) {
      for (let to = 0; to < start.length; to++) {
        if (!scorer.canScore()) return { ...best, isComplete: false };
        const order = move(best.order, best.order.indexOf(joker), to);
        const score = scorer.score(order);
        if (score !== null && score > best.score) best = { order, score };
      }
    }
    if (best.score === before) break;
  }
  return { ...best, isComplete: true };
}

/** The best place for the Joker at `index`, every other Joker keeping its order. */
function findBestPlace(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  index: number,
): OrderScore | null {
  return searchOrders(run, played, held, [index], 1);
}

/**
 * A best order of all the Jokers for one play: each Joker moved to its best place in turn,
 * again until nothing gains (a local best, enough for the rules that order the game's
 * Jokers: copiers beside their target, +Mult before ×Mult).
 */
function findBestOrder(
  run: RunState,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
): OrderScore | null {
  return searchOrders(run, played, held, currentOrder(run), MAX_PASSES);
}

export const jokerOrderInputSchema = z.object({
  joker: jokerNameSchema
    .optional()
    .describe('An owned Joker to place; without it, the order of all the Jokers'),
});

export interface JokerOrderAnswer {
  /** The best play's cards, on which every order was scored. */
  readonly played: readonly ScenarioCard[];
  /** The Jokers left to right in the order found. */
  readonly order: readonly JokerName[];
  /** The index in `order` of the Joker asked about; null for the whole order. */
  readonly placed: number | null;
  readonly score: number;
  readonly scoreNow: number;
  /** False when the work limit stopped the search before every move was tried. */
  readonly isComplete: boolean;
}

export const jokerOrderTool = defineEngineTool({
  name: 'joker_order',
  description:
    "Find where the run's Jokers score most on the best play of the hand: one owned Joker's best place, or the order of all of them.",
  inputSchema: jokerOrderInputSchema,
  run(input, context): ToolResult<JokerOrderAnswer> {
    const { run, hand } = context;
    if (hand.length === 0) return noCardsInHand();
    const index =
      input.joker === undefined
        ? null
        : run.jokers.findIndex((joker) => joker.name === input.joker);
    if (index === -1) return toolFailure('JOKER_NOT_OWNED', `The run has no ${input.joker}.`);
    const outcome = findRunBestPlay(run, hand, {}, context.budget);
    if (!outcome.ok) return toolFailure(outcome.code, outcome.message);
    const chosen = outcome.value.best;
    const played = chosen.cards.flatMap((at) => hand[at] ?? []);
    const held = hand.filter((_, at) => !chosen.cards.includes(at));
    const found =
      index === null ? findBestOrder(run, played, held) : findBestPlace(run, played, held, index);
    if (found === null) return toolFailure('NOT_SCORED', 'The best play could not be scored.');
    return ok({
      played,
      order: found.order.flatMap((at) => run.jokers[at]?.name ?? []),
      placed: index === null ? null : found.order.indexOf(index),
      score: found.score,
      scoreNow: chosen.result.score,
      isComplete: found.isComplete,
    });
  },
});
