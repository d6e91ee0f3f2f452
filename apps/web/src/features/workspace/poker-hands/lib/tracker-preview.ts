// The tracker's five selected cards (spec 001 §3) scored by the engine as a plain hand: the
// run's deck, stake and hand levels, no Jokers. N/A cards are empty slots and do not play.
import {
  scoreHand,
  type RunState,
  type ScenarioCard,
  type ScoreResult,
  type TrackerCard,
} from '@jokerwise/game';

export function toPlayedCards(cards: readonly (TrackerCard | null)[]): ScenarioCard[] {
  return cards.flatMap((card) =>
    card !== null && card.rank !== 'N/A' && card.suit !== null
      ? [{ rank: card.rank, suit: card.suit }]
      : [],
  );
}

export function getTrackerPreview(state: RunState): ScoreResult | null {
  const played = toPlayedCards(state.tracker.cards);
  if (played.length === 0) return null;
  const outcome = scoreHand({
    version: 1,
    deck: state.deck,
    stake: state.stake,
    handLevels: state.tracker.handLevels,
    played,
  });
  return outcome.ok ? outcome.value : null;
}
