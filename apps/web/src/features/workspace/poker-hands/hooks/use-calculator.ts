// The calculator's UI state (which cards are played, the Jokers used, luck, the last best
// play) and everything derived from it by the engine. The cards in hand live in the saved
// document; the rest is per visit.
import { MAX_CALCULATOR_HAND, type WorkspaceDocument } from '@jokerwise/contracts';
import {
  findBestPlay,
  getRunTargetScore,
  moveJoker,
  scoreHand,
  type BestPlayResult,
  type CalculatorScenario,
  type LuckMode,
  type ScenarioCard,
  type ScenarioJoker,
} from '@jokerwise/game';
import { useMemo, useState } from 'react';
import { withRunState } from '../lib/document';
import { buildScenario, toScenarioJokers } from '../lib/build-scenario';
import { moveItem, removeFromPlayed, replaceCard, togglePlayed } from '../lib/hand-edits';

/** The game's starting hand size, for a run that reports none. */
const DEFAULT_HAND_SIZE = 8;

interface BestPlayState {
  /** The scenario it was found for; a later change to hand, Jokers or levels hides it. */
  readonly key: string;
  readonly value: BestPlayResult;
}

export function useCalculator(
  document: WorkspaceDocument,
  onChange: (next: WorkspaceDocument) => void,
) {
  const { state, hand } = document;
  const [played, setPlayed] = useState<number[]>([]);
  const [jokerOverride, setJokerOverride] = useState<ScenarioJoker[] | null>(null);
  const [luck, setLuck] = useState<LuckMode>('none');
  const [bestPlay, setBestPlay] = useState<BestPlayState | null>(null);

  const handLimit = Math.min(MAX_CALCULATOR_HAND, state.handSize || DEFAULT_HAND_SIZE);
  const runJokers = useMemo(() => toScenarioJokers(state.jokers), [state.jokers]);
  const jokers = jokerOverride ?? runJokers;
  const validPlayed = played.filter((index) => index < hand.length);
  const scenario = buildScenario({ document, played: validPlayed, jokers, luck });
  const bestPlayScenario: CalculatorScenario = { ...scenario, played: [], held: hand };
  const bestPlayKey = JSON.stringify(bestPlayScenario);

  // One hand of up to five cards scores in well under a millisecond: no memo needed.
  const outcome = scenario.played.length > 0 ? scoreHand(scenario, { ante: state.ante }) : null;
  const result = outcome?.ok ? outcome.value : null;

  // Before the boss is chosen the scenario cannot name the blind, so the engine's target (for
  // the default Small Blind) would be wrong: show the run's target and no verdict.
  const isBlindKnown = scenario.blind !== undefined;
  const target = (isBlindKnown ? result?.target : undefined) ?? getRunTargetScore(state);
  const beatsBlind = isBlindKnown ? result?.beatsBlind : undefined;

  const setHand = (next: readonly ScenarioCard[]) => onChange({ ...document, hand: [...next] });

  return {
    scenario,
    result,
    target,
    beatsBlind,
    jokers,
    isUsingFileJokers: jokerOverride !== null,
    played: validPlayed,
    luck,
    handLimit,
    bestPlay: bestPlay?.key === bestPlayKey ? bestPlay.value : null,
    setLuck,
    togglePlayed: (index: number) => setPlayed(togglePlayed(validPlayed, index)),
    setPlayed: (indices: readonly number[]) => setPlayed([...indices]),
    addCard: (card: ScenarioCard) => {
      if (hand.length < handLimit) setHand([...hand, card]);
    },
    updateCard: (index: number, card: ScenarioCard) => setHand(replaceCard(hand, index, card)),
    removeCard: (index: number) => {
      setPlayed(removeFromPlayed(validPlayed, index));
      setHand(hand.filter((_, position) => position !== index));
    },
    clearHand: () => {
      setPlayed([]);
      setHand([]);
    },
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
      if (hand.length === 0) return;
      const outcome = findBestPlay(bestPlayScenario, { ante: state.ante });
      if (outcome.ok) setBestPlay({ key: bestPlayKey, value: outcome.value });
    },
    /** A scenario from a link or file: its cards become the hand, its played cards are played. */
    loadCards: (imported: CalculatorScenario) => {
      setPlayed(imported.played.map((_, index) => index));
      setHand([...imported.played, ...(imported.held ?? [])]);
      if (imported.luck) setLuck(imported.luck);
    },
  };
}

export type Calculator = ReturnType<typeof useCalculator>;
