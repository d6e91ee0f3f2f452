// Steps 3, 7 and 8 of the game's scoring order (facts: scoringOrder): 'before' Joker effects,
// the Jokers left to right, then held Planets with Observatory. Mirrors the `before`,
// `joker_main` and `other_joker` passes of `G.FUNCS.evaluate_play` (1.0.1o state_events.lua).
import { EDITION_DEFINITIONS } from '../data/editions';
import { getPlanet, isPlanetName } from '../data/planets';
import { applyCardChanges, applyJokerResult, applyState, jokerSource, resultWeight } from './hooks';
import { getJokerSelf, type PlayState } from './play-state';
import { addChips, addMoney, addMult, multiplyMult } from './tally';

/** Observatory: each held Planet of the played hand gives X1.5 (facts: vouchers). */
const OBSERVATORY_XMULT = 1.5;

/**
 * Step 3: 'before' effects left to right. Returns the levels gained by the played hand
 * (Space Joker), which the game adds before it reads the hand's chips and mult.
 */
export function runBeforeEffects(state: PlayState): number {
  let levels = 0;
  for (const active of state.prep.withHook.before) {
    const result = active.effect.before?.(state.ctx, getJokerSelf(state, active));
    if (result === undefined) continue;
    const weight = resultWeight(state, result);
    const source = state.tally.log ? jokerSource(state, active, result.label) : '';
    if (result.levelUp !== undefined && result.levelUp * weight !== 0) {
      levels += result.levelUp * weight;
      state.tally.log?.push({
        source,
        effect: 'levelUp',
        value: result.levelUp * weight,
        chips: state.tally.chips,
        mult: state.tally.mult,
      });
    }
    if (result.money !== undefined) addMoney(state.tally, source, result.money * weight);
    applyCardChanges(state, result.cardChanges);
    applyState(state, active, result);
  }
  return levels;
}

/**
 * Step 7: each Joker left to right: its Foil/Holographic edition, its main effect, every
 * Joker's reaction to it (Baseball Card), then its Polychrome. The reaction pass runs for a
 * debuffed Joker too, as in the game, which does not skip it there.
 */
export function scoreJokers(state: PlayState): void {
  const { tally, ctx } = state;
  for (const joker of state.jokers) {
    tally.steps += 1 + state.prep.withHook.otherJoker.length;
    if (!joker.debuffed) {
      if (joker.edition === 'foil') {
        addChips(tally, tally.log ? `${joker.name} (Foil)` : '', EDITION_DEFINITIONS.foil.chips);
      }
      if (joker.edition === 'holographic') {
        addMult(
          tally,
          tally.log ? `${joker.name} (Holographic)` : '',
          EDITION_DEFINITIONS.holographic.mult,
        );
      }
      const active = state.prep.activeByIndex[joker.index];
      if (active?.effect.main) {
        applyJokerResult(state, active, active.effect.main(ctx, getJokerSelf(state, active)));
      }
    }
    for (const active of state.prep.withHook.otherJoker) {
      const self = getJokerSelf(state, active);
      applyJokerResult(state, active, active.effect.otherJoker?.(ctx, self, joker));
    }
    if (!joker.debuffed && joker.edition === 'polychrome') {
      multiplyMult(
        tally,
        tally.log ? `${joker.name} (Polychrome)` : '',
        EDITION_DEFINITIONS.polychrome.xmult,
      );
    }
  }
}

/** Step 8: with Observatory, each held Planet for the played hand gives X1.5. */
export function scoreObservatory(state: PlayState): void {
  if (!state.ctx.vouchers.includes('Observatory')) return;
  for (const name of state.ctx.consumables) {
    if (isPlanetName(name) && getPlanet(name).levelsUp === state.ctx.hand) {
      multiplyMult(state.tally, `${name} (Observatory)`, OBSERVATORY_XMULT);
    }
  }
}
