// Where the owned Jokers score most: Jokers resolve left to right (+Mult before ×Mult counts
// more), Blueprint copies its right neighbour and Brainstorm the leftmost, and the player can
// reorder them freely. Orders are compared on one play (the cards fixed), each scored by the
// engine, so a search costs a few dozen scorings, not a best-play search each. joker_order is
// the tool the built-in coach and the model share.
import {
  getHandExample,
  ok,
  type JokerName,
  type PokerHandName,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
} from '@jokerwise/game';
import { getExampleHandType } from './build-profile';
import { z } from 'zod';
import { defineEngineTool, toolFailure, type ToolResult } from './engine-tool';
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

interface ChosenPlay {
  readonly played: readonly ScenarioCard[];
  readonly held: readonly ScenarioCard[];
  readonly scoreNow: number;
  readonly example: PokerHandName | null;
}

/**
 * The play the orders are scored on: the best play of the cards held; without cards (in the
 * shop), an example of the build's hand in plain cards, where most of the order's effect
 * (copiers beside their target, +Mult before ×Mult) shows just the same.
 */
function choosePlay(
  run: RunState,
  hand: readonly ScenarioCard[],
  budget: SearchBudget | undefined,
): ToolResult<ChosenPlay> {
  if (hand.length === 0) {
    const example = getExampleHandType(run);
    const played = getHandExample(example);
    const scored = scoreRunPlay(run, played, []);
    if (!scored.ok) return toolFailure(scored.code, scored.message);
    return ok({ played, held: [], scoreNow: scored.value.score, example });
  }
  const outcome = findRunBestPlay(run, hand, {}, budget);
  if (!outcome.ok) return toolFailure(outcome.code, outcome.message);
  const chosen = outcome.value.best;
  return ok({
    played: chosen.cards.flatMap((at) => hand[at] ?? []),
    held: hand.filter((_, at) => !chosen.cards.includes(at)),
    scoreNow: chosen.result.score,
    example: null,
  });
}

export const jokerOrderInputSchema = z.object({
  joker: jokerNameSchema
    .optional()
    .describe('An owned Joker to place; without it, the order of all the Jokers'),
});

export interface JokerOrderAnswer {
  /** The best play's cards, or the example's, on which every order was scored. */
  readonly played: readonly ScenarioCard[];
  /** Without cards in hand: the hand whose example in plain cards was scored. */
  readonly example: PokerHandName | null;
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
    "Find where the run's Jokers score most on the best play of the hand (without cards, an example of the build's hand): one owned Joker's best place, or the order of all of them.",
  inputSchema: jokerOrderInputSchema,
  run(input, context): ToolResult<JokerOrderAnswer> {
    const { run, hand } = context;
    const index =
      input.joker === undefined
        ? null
        : run.jokers.findIndex((joker) => joker.name === input.joker);
    if (index === -1) return toolFailure('JOKER_NOT_OWNED', `The run has no ${input.joker}.`);
    const play = choosePlay(run, hand, context.budget);
    if (!play.ok) return play;
    const { played, held, scoreNow, example } = play.value;
    const found =
      index === null ? findBestOrder(run, played, held) : findBestPlace(run, played, held, index);
    if (found === null) return toolFailure('NOT_SCORED', 'The best play could not be scored.');
    return ok({
      played,
      example,
      order: found.order.flatMap((at) => run.jokers[at]?.name ?? []),
      placed: index === null ? null : found.order.indexOf(index),
      score: found.score,
      scoreNow,
      isComplete: found.isComplete,
    });
  },
});
