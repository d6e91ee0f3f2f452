// How the Joker hooks see a scenario's cards and Jokers. The engine, the reference look-ups and
// the effect tests all build their views here, so a hook reads the same card in each of them.
import { getRankValues } from './cards';
import type { CardView, JokerView } from './jokers/types';
import type { ScenarioCard, ScenarioJoker } from './scenario';

/** A card as the hooks see it; a Stone card has no rank (the game's `get_id`). */
export function toCardView(input: ScenarioCard, index: number): CardView {
  return {
    index,
    rank: input.rank,
    suit: input.suit,
    enhancement: input.enhancement,
    edition: input.edition,
    seal: input.seal,
    extraChips: input.extraChips ?? 0,
    debuffed: input.debuffed === true,
    ...getRankValues(input),
  };
}

/** The Joker in slot `index` (0-based, left to right) as the hooks see it. */
export function toJokerView(joker: ScenarioJoker, index: number): JokerView {
  return {
    name: joker.name,
    index,
    edition: joker.edition,
    debuffed: joker.debuffed === true,
    sellValue: joker.sellValue,
    state: joker.state ?? {},
  };
}
