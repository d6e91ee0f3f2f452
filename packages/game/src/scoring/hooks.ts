// Calling Joker hooks: luck weighs chance results, copies never change state, and
// every result lands in the tally under the name of the Joker in that slot.
import { isDebuffedByBoss } from './boss';
import { getRankValues } from './cards';
import { getChanceWeight, getProbability, weighAdditive, weighXmult } from './luck';
import type { CardChange, JokerResult } from './jokers/types';
import type { ActiveJoker } from './prepare';
import type { PlayState } from './play-state';
import { applyGain } from './tally';

/** The log's name for a Joker slot: "Blueprint (Joker)" when Blueprint copies Joker. */
export function jokerSource(state: PlayState, active: ActiveJoker, label?: string): string {
  const own = state.jokers[active.index]?.name ?? '';
  const target = state.jokers[active.targetIndex]?.name ?? '';
  const name = active.index === active.targetIndex ? own : `${own} (${target})`;
  return label === undefined ? name : `${name}: ${label}`;
}

/** How much of a result applies under the scenario's luck. */
export function resultWeight(state: PlayState, result: { chance?: JokerResult['chance'] }): number {
  if (result.chance === undefined) return 1;
  return getChanceWeight(getProbability(result.chance, state.prep.doublings), state.prep.luck);
}

/** Replaces the Joker's state, unless a copy produced it (the game scales only originals). */
export function applyState(
  state: PlayState,
  active: ActiveJoker,
  result: { state?: JokerResult['state'] },
): void {
  const joker = state.jokers[active.index];
  if (result.state === undefined || active.index !== active.targetIndex || !joker) return;
  joker.state = result.state;
}

/**
 * Permanent changes to played cards (Vampire, Midas Mask, Hiker). A new enhancement is the
 * game's `Card:set_ability` (1.0.1o card.lua): it rebuilds the card's ability, so rank values
 * are read again (a Stone card drained by Vampire, or turned Gold by Midas Mask with
 * Pareidolia, scores its printed rank from then on), and it ends by asking the boss again
 * (`G.GAME.blind:debuff_card(self)`): a drained Stone Club is debuffed by The Club at once.
 * That verdict replaces the caller's `debuffed` flag, as in the game (The Pillar's mark
 * lives in the rebuilt ability); neither Joker changes a debuffed card anyway. Hiker's chips
 * are `perma_bonus`, written directly, with no such recheck.
 */
export function applyCardChanges(state: PlayState, changes: readonly CardChange[] = []): void {
  for (const change of changes) {
    const card = state.played[change.index];
    if (card === undefined) continue;
    if (change.enhancement !== undefined) {
      card.enhancement = change.enhancement ?? undefined;
      const { rankId, rankChips } = getRankValues(card);
      card.rankId = rankId;
      card.rankChips = rankChips;
      card.debuffed = isDebuffedByBoss(state.prep.boss, card, state.prep.modifiers);
    }
    if (change.addExtraChips !== undefined) card.extraChips += change.addExtraChips;
  }
}

/** Applies a +chips/+mult/xmult/money result, weighed by luck, and its state change. */
export function applyJokerResult(
  state: PlayState,
  active: ActiveJoker,
  result: JokerResult | undefined,
): void {
  if (result === undefined) return;
  const weight = resultWeight(state, result);
  const source = state.tally.log ? jokerSource(state, active, result.label) : '';
  applyGain(state.tally, source, {
    chips: result.chips === undefined ? undefined : weighAdditive(result.chips, weight),
    mult: result.mult === undefined ? undefined : weighAdditive(result.mult, weight),
    xmult: result.xmult === undefined ? undefined : weighXmult(result.xmult, weight),
    money: result.money === undefined ? undefined : weighAdditive(result.money, weight),
  });
  applyState(state, active, result);
}
