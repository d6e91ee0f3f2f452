// The name the game shows for a played hand. Scoring knows a Royal Flush only as a Straight
// Flush (the level, chips and mult are the Straight Flush's); the game's hand info names it
// "Royal Flush" when every scoring card is a 10 or higher (1.0.1o state_events.lua,
// `G.FUNCS.get_poker_hand_info`), and so does every screen here.
import type { PokerHandName, Rank } from '../data/vocabulary';
import type { ScenarioCard, ScoreResult } from './scenario';

export const ROYAL_FLUSH = 'Royal Flush';

const ROYAL_RANKS: ReadonlySet<Rank> = new Set(['10', 'J', 'Q', 'K', 'A']);

export function getHandDisplayName(
  hand: PokerHandName,
  scoringRanks: readonly Rank[],
): PokerHandName | typeof ROYAL_FLUSH {
  const isRoyal =
    hand === 'Straight Flush' &&
    scoringRanks.length > 0 &&
    scoringRanks.every((rank) => ROYAL_RANKS.has(rank));
  return isRoyal ? ROYAL_FLUSH : hand;
}

/** The shown name of a scored play: `played` is the play the result was scored from. */
export function getPlayedHandName(
  result: Pick<ScoreResult, 'hand' | 'scoringCards'>,
  played: readonly ScenarioCard[],
): PokerHandName | typeof ROYAL_FLUSH {
  const ranks = result.scoringCards.flatMap((index) => {
    const card = played[index];
    return card === undefined ? [] : [card.rank];
  });
  return getHandDisplayName(result.hand, ranks);
}
