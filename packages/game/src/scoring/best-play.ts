// Best play (calculator-scenario.md "Best play"): from the cards in hand, the 1 to 5 cards to
// play, and their order, that score the most; plus the runners-up.
//
// The game lets the player arrange the whole hand, so the search works on the hand sorted
// into a canonical order (best-play-order.ts): the order the caller lists the cards in never
// changes the answer. Every subset of up to 5 cards is scored (218 for 8 cards). Order only
// changes the mult (chips are sums), so the scoring cards are sorted by the exchange key of
// what each did to the mult, in one extra scoring; the held cards likewise when their effects
// mix +Mult and XMult (Shoot the Moon, Raised Fist with Steel, Baron). Jokers that read
// positions (Photograph, Hanging Chad: `orderSensitive`) also try each scoring card first,
// and the plays kept get every order of their scoring cards. With a budget the search stops
// when it is spent and answers with the best play found so far (search-budget.ts).
import { arrangeHeld, compareCards, getCanonicalOrder, orderKey } from './best-play-order';
import { getSearchOrder } from './best-play-sets';
import { ok } from '../result';
import { scoringErr, type ScoringOutcome } from './errors';
import { prepareScenario, type PreparedScenario } from './prepare';
import type { PokerHandName } from '../data/vocabulary';
import type { CalculatorScenario, ScenarioCard, ScoreResult } from './scenario';
import type { AffineMap } from './score-cards';
import { scorePreparedPlay, type ScoreOptions } from './score-play';
import type { SearchBudget } from './search-budget';

export interface PlayChoice {
  /** Indices into the scenario's `held`, in play order. */
  readonly cards: readonly number[];
  /**
   * Indices into the scenario's `held` of the cards kept in hand, in the order to keep them.
   * Present only when keeping them in the order given would score differently (held effects
   * that mix +Mult and XMult, or which card Raised Fist takes); `result` uses it.
   */
  readonly heldOrder?: readonly number[];
  /** The scenario's output for this play (played = those cards, held = the rest). */
  readonly result: ScoreResult;
}

export interface BestPlayResult {
  readonly best: PlayChoice;
  /** The next best plays of other card sets, best first. */
  readonly runnersUp: readonly PlayChoice[];
  /**
   * False when the budget ran out before every play was scored: `best` is then the best play
   * found so far, not necessarily the best there is.
   */
  readonly isComplete: boolean;
}

export interface BestPlayOptions extends ScoreOptions {
  /** How much the search may do; without one it scores every play. */
  readonly budget?: SearchBudget;
  /** Only plays that make this poker hand ("my best Full House"); every play without it. */
  readonly onlyHand?: PokerHandName;
}

export const RUNNERS_UP = 3;

/** A play in canonical positions: the cards played, in order, and the rest in held order. */
interface Candidate {
  readonly cards: readonly number[];
  readonly rest: readonly number[];
  readonly score: number;
  readonly hand: PokerHandName;
}

interface OrderScore {
  readonly score: number;
  readonly hand: PokerHandName;
  readonly scoring: readonly number[];
  readonly cardMult: readonly AffineMap[];
  readonly heldMult: readonly AffineMap[];
}

function scoreOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  order: readonly number[],
  rest: readonly number[],
  budget: SearchBudget | undefined,
): OrderScore {
  const played = order.map((index) => hand[index] as ScenarioCard);
  const held = rest.map((index) => hand[index] as ScenarioCard);
  const { result, cardMult, heldMult, work } = scorePreparedPlay(prep, played, held, false);
  budget?.spend(work);
  return {
    score: result.score,
    hand: result.hand,
    scoring: result.scoringCards,
    cardMult,
    heldMult,
  };
}

/** The orders worth trying for a set once its scoring cards' maps are known. */
function getPlayOrders(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  set: readonly number[],
  first: OrderScore,
): number[][] {
  // Scoring cards sorted by the exchange key; non-scoring cards keep their place at the end.
  const scoring = first.scoring.map((position, i) => ({
    card: set[position] as number,
    key: orderKey(first.cardMult[i]),
  }));
  const sorted = [...scoring].sort((x, y) => y.key - x.key).map((entry) => entry.card);
  const others = set.filter((card) => !sorted.includes(card));
  const orders: number[][] = [];
  if (sorted.some((card, i) => card !== scoring[i]?.card)) orders.push([...sorted, ...others]);
  if (prep.orderSensitive) {
    // Each scoring card first (identical cards only once).
    const tried: ScenarioCard[] = [];
    for (const card of sorted) {
      const facts = hand[card] as ScenarioCard;
      if (tried.some((other) => compareCards(other, facts) === 0)) continue;
      tried.push(facts);
      if (card === sorted[0]) continue;
      orders.push([card, ...sorted.filter((other) => other !== card), ...others]);
    }
  }
  return orders;
}

/** The best order of one set of cards (canonical positions, ascending), and of the rest. */
function bestOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  set: readonly number[],
  budget: SearchBudget | undefined,
): Candidate {
  let rest: readonly number[] = hand.map((_, index) => index).filter((i) => !set.includes(i));
  let first = scoreOrder(prep, hand, set, rest, budget);
  // Held effects do not depend on the played cards' order: arrange them once per set.
  const arranged = arrangeHeld(hand, rest, first.heldMult);
  if (arranged !== undefined) {
    const again = scoreOrder(prep, hand, set, arranged, budget);
    if (again.score > first.score) [first, rest] = [again, arranged];
  }
  // The order of the cards changes the score, never the poker hand they make.
  let best: Candidate = { cards: set, rest, score: first.score, hand: first.hand };
  if (first.scoring.length < 2) return best;
  for (const order of getPlayOrders(prep, hand, set, first)) {
    const score = scoreOrder(prep, hand, order, rest, budget).score;
    if (score > best.score) best = { ...best, cards: order, score };
  }
  return best;
}

/** Every distinct order of `cards` (identical cards are not told apart). */
function getPermutations(hand: readonly ScenarioCard[], cards: readonly number[]): number[][] {
  const isSame = (x: number, y: number): boolean =>
    compareCards(hand[x] as ScenarioCard, hand[y] as ScenarioCard) === 0;
  const orders: number[][] = [];
  const extend = (prefix: number[], left: readonly number[]): void => {
    if (left.length === 0) orders.push(prefix);
    left.forEach((card, i) => {
      const earlier = left.slice(0, i);
      if (earlier.some((other) => isSame(other, card))) return;
      extend([...prefix, card], [...earlier, ...left.slice(i + 1)]);
    });
  };
  extend([], cards);
  return orders;
}

/**
 * With order-sensitive Jokers a card's map depends on where it is (Photograph's X2 follows
 * the first face card, Hanging Chad's retriggers the first card), so sorting by maps is only
 * a first guess. For the plays kept, every order of the scoring cards is tried (at most 120;
 * 4 plays keep the bench under 2 ms) while the budget lasts; non-scoring cards stay at the
 * end, where their order changes nothing. Undefined when the budget ran out first.
 */
function tryEveryOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  candidate: Candidate,
  budget: SearchBudget | undefined,
): Candidate | undefined {
  const { scoring } = scoreOrder(prep, hand, candidate.cards, candidate.rest, budget);
  const scoringCards = scoring.map((position) => candidate.cards[position] as number);
  const others = candidate.cards.filter((card) => !scoringCards.includes(card));
  let best = candidate;
  for (const order of getPermutations(hand, scoringCards)) {
    if (budget?.isSpent === true) return undefined;
    const cards = [...order, ...others];
    const score = scoreOrder(prep, hand, cards, candidate.rest, budget).score;
    if (score > best.score) best = { ...candidate, cards, score };
  }
  return best;
}

/** Higher score first; on a tie, fewer cards (keeps more in hand), then lower positions. */
function compareCandidates(x: Candidate, y: Candidate): number {
  // Compared, not subtracted: two overflowed scores (Infinity) are equal.
  if (x.score !== y.score) return x.score > y.score ? -1 : 1;
  if (x.cards.length !== y.cards.length) return x.cards.length - y.cards.length;
  const xs = [...x.cards].sort((a, b) => a - b).join(',');
  const ys = [...y.cards].sort((a, b) => a - b).join(',');
  return xs < ys ? -1 : xs > ys ? 1 : 0;
}

/**
 * A candidate in the caller's indices, scored with its log. The cards kept in hand stay in
 * the order given when that scores the same as the order best play arranged; otherwise
 * `heldOrder` gives the arranged order, and the result is scored with it.
 */
function toChoice(
  prep: PreparedScenario,
  given: readonly ScenarioCard[],
  canonical: readonly number[],
  candidate: Candidate,
  options: ScoreOptions,
): PlayChoice {
  const toGiven = (position: number): number => canonical[position] as number;
  const cards = candidate.cards.map(toGiven);
  const played = cards.map((index) => given[index] as ScenarioCard);
  const asGiven = given.map((_, index) => index).filter((index) => !cards.includes(index));
  const arranged = candidate.rest.map(toGiven);
  const score = (rest: readonly number[]): ScoreResult => {
    const held = rest.map((index) => given[index] as ScenarioCard);
    return scorePreparedPlay(prep, played, held, true, options).result;
  };
  const kept = score(asGiven);
  // Equal, not more: a better score from the caller's order would make the answer depend on
  // it, which the canonical search exists to prevent.
  if (kept.score === candidate.score) return { cards, result: kept };
  return { cards, heldOrder: arranged, result: score(arranged) };
}

/** The top plays of a search (canonical positions), and whether it scored every set. */
function searchTopPlays(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  budget: SearchBudget | undefined,
  onlyHand: PokerHandName | undefined,
): { readonly top: Candidate[]; readonly isComplete: boolean } {
  let top: Candidate[] = [];
  let isComplete = true;
  for (const set of getSearchOrder(prep, hand)) {
    // At least one play is scored, so a spent budget still gets an answer; a search for one
    // poker hand may find none by then.
    if ((top.length > 0 || onlyHand !== undefined) && budget?.isSpent === true) {
      isComplete = false;
      break;
    }
    const candidate = bestOrder(prep, hand, set, budget);
    if (onlyHand !== undefined && candidate.hand !== onlyHand) continue;
    const worst = top[RUNNERS_UP];
    if (worst !== undefined && compareCandidates(candidate, worst) >= 0) continue;
    top.push(candidate);
    top.sort(compareCandidates);
    top.length = Math.min(top.length, RUNNERS_UP + 1);
  }
  if (prep.orderSensitive) {
    top = top.map((candidate) => {
      const reordered = isComplete ? tryEveryOrder(prep, hand, candidate, budget) : undefined;
      if (reordered === undefined) isComplete = false;
      return reordered ?? candidate;
    });
    top.sort(compareCandidates);
  }
  return { top, isComplete };
}

export function findBestPlay(
  scenario: CalculatorScenario,
  options: BestPlayOptions = {},
): ScoringOutcome<BestPlayResult> {
  if (scenario.version !== 1) return scoringErr('UNSUPPORTED_VERSION');
  if (scenario.played.length > 0) return scoringErr('CARDS_ALREADY_PLAYED');
  const given = scenario.held ?? [];
  if (given.length === 0) return scoringErr('NO_CARDS_HELD');
  const prep = prepareScenario(scenario);
  const canonical = getCanonicalOrder(given);
  const hand = canonical.map((index) => given[index] as ScenarioCard);
  const { budget, onlyHand, ...scoreOptions } = options;
  const { top, isComplete } = searchTopPlays(prep, hand, budget, onlyHand);
  const choices = top.map((candidate) => toChoice(prep, given, canonical, candidate, scoreOptions));
  const [best, ...runnersUp] = choices;
  if (best === undefined)
    return scoringErr(onlyHand === undefined ? 'NO_CARDS_HELD' : 'NO_PLAY_OF_HAND');
  return ok({ best, runnersUp, isComplete });
}
