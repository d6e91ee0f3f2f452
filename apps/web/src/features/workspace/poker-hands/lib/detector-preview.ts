// The hand detector: the cards played from the shared hand, scored by the engine as a plain
// hand with the run's deck, stake and hand levels and no Jokers.
import { scoreHand, type RunState, type ScenarioCard, type ScoreResult } from '@jokerwise/game';

export function getDetectorPreview(
  state: RunState,
  played: readonly ScenarioCard[],
): ScoreResult | null {
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
