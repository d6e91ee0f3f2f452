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
// and the plays kept get every order of their scoring cards.
import { arrangeHeld, compareCards, getCanonicalOrder, orderKey } from './best-play-order';
import { scoringErr, scoringOk, type ScoringOutcome } from './errors';
import { prepareScenario, type PreparedScenario } from './prepare';
import type { CalculatorScenario, ScenarioCard, ScoreResult } from './scenario';
import type { AffineMap } from './score-cards';
import { scorePreparedPlay, type ScoreOptions } from './score-play';

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
}

export const RUNNERS_UP = 3;
const MAX_PLAYED = 5;

/** A play in canonical positions: the cards played, in order, and the rest in held order. */
interface Candidate {
  readonly cards: readonly number[];
  readonly rest: readonly number[];
  readonly score: number;
}

interface OrderScore {
  readonly score: number;
  readonly scoring: readonly number[];
  readonly cardMult: readonly AffineMap[];
  readonly heldMult: readonly AffineMap[];
}

function scoreOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  order: readonly number[],
  rest: readonly number[],
): OrderScore {
  const played = order.map((index) => hand[index] as ScenarioCard);
  const held = rest.map((index) => hand[index] as ScenarioCard);
  const { result, cardMult, heldMult } = scorePreparedPlay(prep, played, held, false);
  return { score: result.score, scoring: result.scoringCards, cardMult, heldMult };
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
): Candidate {
  let rest: readonly number[] = hand.map((_, index) => index).filter((i) => !set.includes(i));
  let first = scoreOrder(prep, hand, set, rest);
  // Held effects do not depend on the played cards' order: arrange them once per set.
  const arranged = arrangeHeld(hand, rest, first.heldMult);
  if (arranged !== undefined) {
    const again = scoreOrder(prep, hand, set, arranged);
    if (again.score > first.score) [first, rest] = [again, arranged];
  }
  let best: Candidate = { cards: set, rest, score: first.score };
  if (first.scoring.length < 2) return best;
  for (const order of getPlayOrders(prep, hand, set, first)) {
    const score = scoreOrder(prep, hand, order, rest).score;
    if (score > best.score) best = { cards: order, rest, score };
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
 * 4 plays keep the bench under 2 ms); non-scoring cards stay at the end, where their order
 * changes nothing.
 */
function tryEveryOrder(
  prep: PreparedScenario,
  hand: readonly ScenarioCard[],
  candidate: Candidate,
): Candidate {
  const { scoring } = scoreOrder(prep, hand, candidate.cards, candidate.rest);
  const scoringCards = scoring.map((position) => candidate.cards[position] as number);
  const others = candidate.cards.filter((card) => !scoringCards.includes(card));
  let best = candidate;
  for (const order of getPermutations(hand, scoringCards)) {
    const cards = [...order, ...others];
    const score = scoreOrder(prep, hand, cards, candidate.rest).score;
    if (score > best.score) best = { cards, rest: candidate.rest, score };
  }
  return best;
}

/** All sets of 1..5 indices out of n, ascending within each set; cached per n. */
const cardSetCache = new Map<number, readonly (readonly number[])[]>();
function getCardSets(n: number): readonly (readonly number[])[] {
  const cached = cardSetCache.get(n);
  if (cached) return cached;
  const sets: number[][] = [];
  const extend = (prefix: readonly number[], start: number): void => {
    if (prefix.length > 0) sets.push([...prefix]);
    if (prefix.length === MAX_PLAYED) return;
    for (let index = start; index < n; index++) extend([...prefix, index], index + 1);
  };
  extend([], 0);
  cardSetCache.set(n, sets);
  return sets;
}

/** Higher score first; on a tie, fewer cards (keeps more in hand), then lower positions. */
function compareCandidates(x: Candidate, y: Candidate): number {
  if (x.score !== y.score) return y.score - x.score;
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

export function findBestPlay(
  scenario: CalculatorScenario,
  options: ScoreOptions = {},
): ScoringOutcome<BestPlayResult> {
  if (scenario.version !== 1) return scoringErr('UNSUPPORTED_VERSION');
  if (scenario.played.length > 0) return scoringErr('CARDS_ALREADY_PLAYED');
  const given = scenario.held ?? [];
  if (given.length === 0) return scoringErr('NO_CARDS_HELD');
  const prep = prepareScenario(scenario);
  const canonical = getCanonicalOrder(given);
  const hand = canonical.map((index) => given[index] as ScenarioCard);
  let top: Candidate[] = [];
  for (const set of getCardSets(hand.length)) {
    const candidate = bestOrder(prep, hand, set);
    const worst = top[RUNNERS_UP];
    if (worst !== undefined && compareCandidates(candidate, worst) >= 0) continue;
    top.push(candidate);
    top.sort(compareCandidates);
    top.length = Math.min(top.length, RUNNERS_UP + 1);
  }
  if (prep.orderSensitive) {
    top = top.map((candidate) => tryEveryOrder(prep, hand, candidate)).sort(compareCandidates);
  }
  const choices = top.map((candidate) => toChoice(prep, given, canonical, candidate, options));
  const [best, ...runnersUp] = choices;
  if (best === undefined) return scoringErr('NO_CARDS_HELD');
  return scoringOk({ best, runnersUp });
}
