// The Hook: when Play is pressed the game discards min(2, held) random held cards before the
// hand scores (1.0.1o blind.lua `Blind:press_play` picks them with pseudorandom_element and
// calls `G.FUNCS.discard_cards_from_highlighted(nil, true)`). Those cards give no held
// effect, and the Jokers that react to discards see them first (card.lua
// `Card:calculate_joker`, `context.discard`, which the hook flag does not change for them).
// Which two go is random, so with more than two held cards the luck mode decides:
// "none" the pair that leaves the lowest score, "all" the highest, "average" the pair whose
// score is nearest the mean over every equally likely pair (the first in held order on ties).
import { cardIsSuit, cardName } from './cards';
import { prepareScenario, type PreparedScenario } from './prepare';
import type { ScenarioCard, ScenarioJoker, ScoreLogEntry } from './scenario';
import type { PlayScore } from './play-score';

/** How many held cards The Hook discards. */
export const HOOK_DISCARDS = 2;

/** Scores the play with `held` left in hand, the Jokers as `prep` has them. */
export type KeptScorer = (
  prep: PreparedScenario,
  held: readonly ScenarioCard[],
  withLog: boolean,
) => PlayScore;

/** Every set of `size` positions out of `count`, in held order. */
function getCombinations(count: number, size: number): number[][] {
  if (size === 0) return [[]];
  const combinations: number[][] = [];
  for (let first = 0; first <= count - size; first++) {
    for (const rest of getCombinations(count - first - 1, size - 1)) {
      combinations.push([first, ...rest.map((position) => position + first + 1)]);
    }
  }
  return combinations;
}

function isJack(card: ScenarioCard): boolean {
  return card.rank === 'J' && card.enhancement !== 'stone';
}

/**
 * The Jokers after seeing the discard, in card.lua's `context.discard` order: Green Joker
 * -1 Mult once per discard (on its last card, never below 0), Hit the Road X0.5 per Jack,
 * Castle +3 Chips per card of its suit, Ramen -X0.01 per card. A debuffed Joker reacts to
 * nothing and a debuffed card grows nothing; copies never scale (`not context.blueprint`),
 * so only the Jokers' own states change.
 */
export function reactToDiscard(
  prep: PreparedScenario,
  discarded: readonly ScenarioCard[],
): ScenarioJoker[] {
  const live = discarded.filter((card) => card.debuffed !== true);
  const smeared = prep.modifiers.has('smeared');
  return prep.jokers.map((joker) => {
    if (joker.debuffed === true || discarded.length === 0) return joker;
    const state = joker.state ?? {};
    switch (joker.name) {
      case 'Green Joker':
        return { ...joker, state: { ...state, mult: Math.max(0, (state.mult ?? 0) - 1) } };
      case 'Hit the Road': {
        const jacks = live.filter(isJack).length;
        if (jacks === 0) return joker;
        return { ...joker, state: { ...state, xmult: (state.xmult ?? 1) + 0.5 * jacks } };
      }
      case 'Castle': {
        const suit = state.suit;
        if (suit === undefined) return joker;
        const matching = live.filter((card) => cardIsSuit(card, suit, { smeared })).length;
        if (matching === 0) return joker;
        return { ...joker, state: { ...state, chips: (state.chips ?? 0) + 3 * matching } };
      }
      case 'Ramen': {
        const xmult = Math.max(1, (state.xmult ?? 2) - 0.01 * discarded.length);
        return { ...joker, state: { ...state, xmult: Math.round(xmult * 100) / 100 } };
      }
      default:
        return joker;
    }
  });
}

function pickByLuck(prep: PreparedScenario, scores: readonly number[]): number {
  let chosen = 0;
  if (prep.luck === 'average') {
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    const distance = (index: number): number => Math.abs((scores[index] ?? 0) - mean);
    scores.forEach((_, index) => {
      if (distance(index) < distance(chosen)) chosen = index;
    });
    return chosen;
  }
  scores.forEach((score, index) => {
    const best = scores[chosen] ?? 0;
    if (prep.luck === 'all' ? score > best : score < best) chosen = index;
  });
  return chosen;
}

/**
 * Scores a play under The Hook: discards min(2, held) held cards chosen by the luck mode
 * (see the file comment), lets the Jokers react, then scores with the rest held. The log
 * opens with one "discard" entry per card (value: its position in `held`); `heldMult` keeps
 * `held`'s positions, a discarded card doing nothing.
 */
export function scoreUnderHook(
  prep: PreparedScenario,
  held: readonly ScenarioCard[],
  withLog: boolean,
  scoreKept: KeptScorer,
): PlayScore {
  const options = getCombinations(held.length, Math.min(HOOK_DISCARDS, held.length));
  const outcomes = options.map((positions) => {
    const discarded = positions.map((position) => held[position] as ScenarioCard);
    const kept = held.filter((_, position) => !positions.includes(position));
    const reacted = prepareScenario({ ...prep.scenario, jokers: reactToDiscard(prep, discarded) });
    return { positions, kept, reacted };
  });
  let work = 0;
  // One possible discard (two cards or fewer held) needs no choosing.
  const candidates = outcomes.length === 1 ? [] : outcomes;
  const scores = candidates.map(({ kept, reacted }) => {
    const outcome = scoreKept(reacted, kept, false);
    work += outcome.work;
    return outcome.result.score;
  });
  const chosen = outcomes[pickByLuck(prep, scores)] ?? outcomes[0];
  if (chosen === undefined) return scoreKept(prep, held, withLog);
  const scored = scoreKept(chosen.reacted, chosen.kept, withLog);
  const entries: ScoreLogEntry[] = withLog
    ? chosen.positions.map((position) => ({
        source: `The Hook: ${cardName(held[position] as ScenarioCard)}`,
        effect: 'discard',
        value: position,
        chips: 0,
        mult: 0,
      }))
    : [];
  const keptMult = [...scored.heldMult];
  const heldMult = held.map((_, position) =>
    chosen.positions.includes(position) ? { a: 1, b: 0 } : (keptMult.shift() ?? { a: 1, b: 0 }),
  );
  return {
    ...scored,
    result: { ...scored.result, log: [...entries, ...scored.result.log] },
    heldMult,
    work: work + scored.work,
  };
}
