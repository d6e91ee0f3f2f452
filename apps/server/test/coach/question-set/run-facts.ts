// The engine's numbers the run questions expect (hand-questions.ts, build-questions.ts): best
// plays and scores through the game's run → scenario conversion, prices, targets and interest.
import {
  findBestPlay,
  getInterest,
  getRunScoreOptions,
  scoreHand,
  toRunScenario,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { getTarget } from './target-score';
import { FLUSH_HAND, FLUSH_RUN, NEEDLE_HAND, NEEDLE_RUN, WALL_HAND, WALL_RUN } from './runs';

export function best(run: RunState, hand: readonly ScenarioCard[]) {
  const outcome = findBestPlay(toRunScenario(run, { held: hand }), getRunScoreOptions(run));
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.best.result;
}

/** A play scored by the engine; the rest of `hand` stays held (Baron, Mime read it). */
export function score(
  run: RunState,
  played: readonly ScenarioCard[],
  hand: readonly ScenarioCard[] = [],
): number {
  const held = hand.filter(
    (card) => !played.some((other) => other.rank === card.rank && other.suit === card.suit),
  );
  const outcome = scoreHand(toRunScenario(run, { played, held }), getRunScoreOptions(run));
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

export const flushBest = best(FLUSH_RUN, FLUSH_HAND);
export const wallBest = best(WALL_RUN, WALL_HAND);
export const needleBest = best(NEEDLE_RUN, NEEDLE_HAND);
export const price = (run: RunState, name: string) =>
  run.shopItems.find((item) => item.name === name)?.price ?? -1;
export const wallTarget = getTarget(5, 'The Wall', 'Green Stake', 'Blue Deck');
export const interestOf = (run: RunState, money: number) =>
  getInterest({ money, vouchers: run.vouchers, deck: run.deck });
