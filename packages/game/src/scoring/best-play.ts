// Best play (calculator-scenario.md "Best play"): from the cards in hand, the 1 to 5 cards to
// play, and their order, that score the most; plus the runners-up.
//
// Every subset of up to 5 cards is scored (218 for 8 cards). Order only changes the mult
// (chips are sums), and each scoring card maps mult -> a x mult + b, so for two cards i and
// j, i first is at least as good iff b_i (a_j - 1) >= b_j (a_i - 1) (exchange argument):
// sorting by b / (a - 1), descending, gives the best order in one extra scoring. Jokers that
// read positions (Photograph, Hanging Chad: `orderSensitive`) also try each scoring card
// first.
import { scoringErr, scoringOk, type ScoringOutcome } from './errors';
import { prepareScenario, type PreparedScenario } from './prepare';
import type { CalculatorScenario, ScenarioCard, ScoreResult } from './scenario';
import type { AffineMap } from './score-cards';
import { scorePreparedPlay, type ScoreOptions } from './score-play';

export interface PlayChoice {
  /** Indices into the scenario's `held`, in play order. */
  readonly cards: readonly number[];
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

interface Candidate {
  readonly cards: readonly number[];
  readonly score: number;
}

/** Sort key: pure +Mult cards first (a = 1), pure XMult cards last (b = 0). */
function orderKey(map: AffineMap | undefined): number {
  if (map === undefined || map.a <= 1) return Infinity;
  return map.b / (map.a - 1);
}

function isSameCard(a: ScenarioCard, b: ScenarioCard): boolean {
  return (
    a.rank === b.rank &&
    a.suit === b.suit &&
    a.enhancement === b.enhancement &&
    a.edition === b.edition &&
    a.seal === b.seal &&
    a.debuffed === b.debuffed &&
    a.extraChips === b.extraChips
  );
}

function scoreOrder(
  prep: PreparedScenario,
  held: readonly ScenarioCard[],
  order: readonly number[],
  rest: readonly ScenarioCard[],
): { score: number; scoring: readonly number[]; cardMult: readonly AffineMap[] } {
  const played = order.map((index) => held[index] as ScenarioCard);
  const { result, cardMult } = scorePreparedPlay(prep, played, rest, false);
  return { score: result.score, scoring: result.scoringCards, cardMult };
}

/** The best order of one set of cards (indices into held, ascending). */
function bestOrder(
  prep: PreparedScenario,
  held: readonly ScenarioCard[],
  set: readonly number[],
): Candidate {
  const rest = held.filter((_, index) => !set.includes(index));
  const first = scoreOrder(prep, held, set, rest);
  let best: Candidate = { cards: set, score: first.score };
  if (first.scoring.length < 2) return best;
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
      const facts = held[card] as ScenarioCard;
      if (tried.some((other) => isSameCard(other, facts))) continue;
      tried.push(facts);
      if (card === sorted[0]) continue;
      orders.push([card, ...sorted.filter((other) => other !== card), ...others]);
    }
  }
  for (const order of orders) {
    const score = scoreOrder(prep, held, order, rest).score;
    if (score > best.score) best = { cards: order, score };
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

/** Higher score first; on a tie, fewer cards (keeps more in hand), then lower indices. */
function compareCandidates(x: Candidate, y: Candidate): number {
  if (x.score !== y.score) return y.score - x.score;
  if (x.cards.length !== y.cards.length) return x.cards.length - y.cards.length;
  const xs = [...x.cards].sort((a, b) => a - b).join(',');
  const ys = [...y.cards].sort((a, b) => a - b).join(',');
  return xs < ys ? -1 : xs > ys ? 1 : 0;
}

export function findBestPlay(
  scenario: CalculatorScenario,
  options: ScoreOptions = {},
): ScoringOutcome<BestPlayResult> {
  if (scenario.version !== 1) return scoringErr('UNSUPPORTED_VERSION');
  if (scenario.played.length > 0) return scoringErr('CARDS_ALREADY_PLAYED');
  const held = scenario.held ?? [];
  if (held.length === 0) return scoringErr('NO_CARDS_HELD');
  const prep = prepareScenario(scenario);
  const top: Candidate[] = [];
  for (const set of getCardSets(held.length)) {
    const candidate = bestOrder(prep, held, set);
    const worst = top[RUNNERS_UP];
    if (worst !== undefined && compareCandidates(candidate, worst) >= 0) continue;
    top.push(candidate);
    top.sort(compareCandidates);
    top.length = Math.min(top.length, RUNNERS_UP + 1);
  }
  const choices = top.map((candidate): PlayChoice => {
    const played = candidate.cards.map((index) => held[index] as ScenarioCard);
    const rest = held.filter((_, index) => !candidate.cards.includes(index));
    return {
      cards: candidate.cards,
      result: scorePreparedPlay(prep, played, rest, true, options).result,
    };
  });
  const [best, ...runnersUp] = choices;
  if (best === undefined) return scoringErr('NO_CARDS_HELD');
  return scoringOk({ best, runnersUp });
}
