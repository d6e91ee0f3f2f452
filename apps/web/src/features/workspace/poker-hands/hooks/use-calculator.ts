// The calculator's UI state (the Jokers used, luck, the last best play) and everything derived
// from it by the engine. The cards in hand and which are played come from the shared hand
// (use-hand.ts); the rest is per visit.
import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  findBestPlay,
  getRunTargetScore,
  moveJoker,
  scoreHand,
  type BestPlayResult,
  type CalculatorScenario,
  type LuckMode,
  type ScenarioJoker,
} from '@jokerwise/game';
import { useMemo, useState } from 'react';
import { withRunState } from '../lib/document';
import { buildScenario, toScenarioJokers } from '../lib/build-scenario';
import { moveItem } from '../lib/hand-edits';
import type { Hand } from './use-hand';

interface BestPlayState {
  /** The scenario it was found for; a later change to hand, Jokers or levels hides it. */
  readonly key: string;
  readonly value: BestPlayResult;
}

export function useCalculator(
  document: WorkspaceDocument,
  onChange: (next: WorkspaceDocument) => void,
  hand: Hand,
) {
  const { state } = document;
  const [jokerOverride, setJokerOverride] = useState<ScenarioJoker[] | null>(null);
  const [luck, setLuck] = useState<LuckMode>('none');
  const [bestPlay, setBestPlay] = useState<BestPlayState | null>(null);

  const { jokers: ownJokers, vouchers } = state;
  const runJokers = useMemo(
    () => toScenarioJokers({ jokers: ownJokers, vouchers }),
    [ownJokers, vouchers],
  );
  const jokers = jokerOverride ?? runJokers;
  const scenario = buildScenario({ document, played: hand.played, jokers, luck });
  const bestPlayScenario: CalculatorScenario = { ...scenario, played: [], held: hand.cards };
  const bestPlayKey = JSON.stringify(bestPlayScenario);

  // One hand of up to five cards scores in well under a millisecond: no memo needed.
  const outcome = scenario.played.length > 0 ? scoreHand(scenario, { ante: state.ante }) : null;
  const result = outcome?.ok ? outcome.value : null;

  // Before the boss is chosen the scenario cannot name the blind, so the engine's target (for
  // the default Small Blind) would be wrong: show the run's target and no verdict.
  const isBlindKnown = scenario.blind !== undefined;
  const target = (isBlindKnown ? result?.target : undefined) ?? getRunTargetScore(state);
  const beatsBlind = isBlindKnown ? result?.beatsBlind : undefined;

  return {
    scenario,
    result,
    target,
    beatsBlind,
    jokers,
    isUsingFileJokers: jokerOverride !== null,
    luck,
    handLimit: hand.limit,
    bestPlay: bestPlay?.key === bestPlayKey ? bestPlay.value : null,
    setLuck,
    moveJoker: (from: number, to: number) => {
      if (jokerOverride !== null) {
        setJokerOverride(moveItem(jokerOverride, from, to));
        return;
      }
      const next = moveJoker(state, from, to);
      if (next.ok) onChange(withRunState(document, next.value));
    },
    applyFileJokers: (next: readonly ScenarioJoker[]) => setJokerOverride([...next]),
    restoreRunJokers: () => setJokerOverride(null),
    findBestPlay: () => {
      if (hand.cards.length === 0) return;
      const outcome = findBestPlay(bestPlayScenario, { ante: state.ante });
      if (outcome.ok) setBestPlay({ key: bestPlayKey, value: outcome.value });
    },
    /** A scenario from a link or file: its cards become the hand, its played cards are played. */
    loadCards: (imported: CalculatorScenario) => {
      hand.loadCards(imported.played, imported.held ?? []);
      if (imported.luck) setLuck(imported.luck);
    },
  };
}

export type Calculator = ReturnType<typeof useCalculator>;
