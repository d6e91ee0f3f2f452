// Steps 4-6 of the game's scoring order (facts: scoringOrder): each scoring card with its
// retriggers, then each card held in hand. Mirrors `G.FUNCS.evaluate_play` and `eval_card`
// (1.0.1o state_events.lua, card.lua): a card's own chips, mult, money and xmult, then its
// edition, then every Joker's effect on it.
import { ENHANCEMENT_DEFINITIONS } from '../data/enhancements';
import { EDITION_DEFINITIONS } from '../data/editions';
import { SEAL_DEFINITIONS } from '../data/seals';
import { cardName } from './cards';
import { applyCardChanges, applyJokerResult } from './hooks';
import type { ScoredCardView } from './jokers/types';
import { getChanceWeight, getProbability } from './luck';
import { getJokerSelf, type PlayState, type WorkingCard } from './play-state';
import { addChips, addMoney, addMult, multiplyMult } from './tally';

/** mult -> a x mult + b. */
export interface AffineMap {
  readonly a: number;
  readonly b: number;
}

const LUCKY = ENHANCEMENT_DEFINITIONS.lucky;
const RED_SEAL_RETRIGGERS = SEAL_DEFINITIONS.red.retriggers;

/** The weights of a Lucky card's two rolls (+20 Mult 1 in 5, $20 1 in 15). */
function luckyWeights(state: PlayState): { mult: number; money: number } {
  const { doublings, luck } = state.prep;
  return {
    mult: getChanceWeight(getProbability({ denominator: LUCKY.multOneIn }, doublings), luck),
    money: getChanceWeight(getProbability({ denominator: LUCKY.moneyOneIn }, doublings), luck),
  };
}

/** The card as hooks see it during one trigger (a snapshot: later changes do not show). */
function scoredView(
  card: WorkingCard,
  scoringIndex: number,
  trigger: number,
  luckyTrigger: number,
): ScoredCardView {
  return {
    index: card.index,
    rank: card.rank,
    suit: card.suit,
    enhancement: card.enhancement,
    edition: card.edition,
    seal: card.seal,
    extraChips: card.extraChips,
    debuffed: card.debuffed,
    rankId: card.rankId,
    rankChips: card.rankChips,
    scoringIndex,
    trigger,
    luckyTrigger,
  };
}

/** One trigger of a scoring card: `eval_card` then each Joker's `individual` effect. `view`
 *  is the card as it was when this trigger started. */
function triggerScoredCard(state: PlayState, card: WorkingCard, view: ScoredCardView): void {
  const { tally } = state;
  // Names are only built for the log (best play scores without one).
  const source = tally.log ? cardName(card) : '';
  const stone = card.enhancement === 'stone';
  // get_chip_bonus: Stone cards give 50 instead of their rank; Bonus +30; perma bonus.
  const bonus =
    card.enhancement === 'bonus'
      ? ENHANCEMENT_DEFINITIONS.bonus.chips
      : stone
        ? ENHANCEMENT_DEFINITIONS.stone.chips
        : 0;
  addChips(tally, source, (stone ? 0 : card.rankChips) + bonus + card.extraChips);
  if (card.enhancement === 'mult') addMult(tally, source, ENHANCEMENT_DEFINITIONS.mult.mult);
  if (card.enhancement === 'lucky') {
    const weights = luckyWeights(state);
    addMult(tally, source && `${source} (Lucky)`, LUCKY.mult * weights.mult);
    addMoney(tally, source && `${source} (Lucky)`, LUCKY.money * weights.money);
  }
  if (card.seal === 'gold') {
    addMoney(tally, source && `${source} (Gold Seal)`, SEAL_DEFINITIONS.gold.money);
  }
  if (card.enhancement === 'glass') {
    multiplyMult(tally, source, ENHANCEMENT_DEFINITIONS.glass.xmult);
  }
  if (card.edition === 'foil') {
    addChips(tally, source && `${source} (Foil)`, EDITION_DEFINITIONS.foil.chips);
  }
  if (card.edition === 'holographic') {
    addMult(tally, source && `${source} (Holographic)`, EDITION_DEFINITIONS.holographic.mult);
  }
  if (card.edition === 'polychrome') {
    const xmult = EDITION_DEFINITIONS.polychrome.xmult;
    multiplyMult(tally, source && `${source} (Polychrome)`, xmult);
  }
  tally.steps += state.prep.withHook.scoredCard.length;
  for (const active of state.prep.withHook.scoredCard) {
    const result = active.effect.scoredCard?.(state.ctx, getJokerSelf(state, active), view);
    if (result === undefined) continue;
    applyJokerResult(state, active, result);
    applyCardChanges(state, result.cardChanges);
  }
}

/**
 * Step 4-5: each scoring card left to right; debuffed ones do nothing at all. Records in
 * `cardMult` what each card did to the mult as one affine map (a x mult + b).
 */
export function scorePlayedCards(state: PlayState, cardMult: AffineMap[]): void {
  const { tally } = state;
  for (let scoringIndex = 0; scoringIndex < state.scoring.length; scoringIndex++) {
    const card = state.scoring[scoringIndex];
    cardMult[scoringIndex] = { a: 1, b: 0 };
    if (card === undefined || card.debuffed) continue;
    tally.affineA = 1;
    tally.affineB = 0;
    const first: ScoredCardView = scoredView(card, scoringIndex, 0, 0);
    // Retriggers are counted once, before the first trigger: Red Seal, then Jokers.
    let triggers = 1 + (card.seal === 'red' ? RED_SEAL_RETRIGGERS : 0);
    for (const active of state.prep.withHook.playedRetriggers) {
      triggers +=
        active.effect.playedRetriggers?.(state.ctx, getJokerSelf(state, active), first) ?? 0;
    }
    const weights = card.enhancement === 'lucky' ? luckyWeights(state) : undefined;
    // Lucky Cat counts a trigger when either roll hits.
    const luckyTrigger = weights ? 1 - (1 - weights.mult) * (1 - weights.money) : 0;
    for (let trigger = 0; trigger < triggers; trigger++) {
      triggerScoredCard(state, card, scoredView(card, scoringIndex, trigger, luckyTrigger));
    }
    cardMult[scoringIndex] = { a: tally.affineA, b: tally.affineB };
  }
}

/** One trigger of a held card; returns whether anything happened (Mime needs an effect). */
function triggerHeldCard(state: PlayState, card: WorkingCard): boolean {
  const { tally } = state;
  let hadEffect = false;
  if (card.enhancement === 'steel') {
    const source = tally.log ? `${cardName(card)} (held)` : '';
    multiplyMult(tally, source, ENHANCEMENT_DEFINITIONS.steel.heldXmult);
    hadEffect = true;
  }
  tally.steps += state.prep.withHook.heldCard.length;
  for (const active of state.prep.withHook.heldCard) {
    const result = active.effect.heldCard?.(state.ctx, getJokerSelf(state, active), card);
    if (result === undefined) continue;
    hadEffect = true;
    applyJokerResult(state, active, result);
  }
  return hadEffect;
}

/**
 * Step 6: each held card left to right; Red Seal and Mime retrigger cards that did something.
 * Records in `heldMult` what each held card did to the mult, as `scorePlayedCards` does.
 */
export function scoreHeldCards(state: PlayState, heldMult: AffineMap[]): void {
  const { tally } = state;
  for (let position = 0; position < state.held.length; position++) {
    const card = state.held[position];
    heldMult[position] = { a: 1, b: 0 };
    if (card === undefined || card.debuffed) continue;
    tally.affineA = 1;
    tally.affineB = 0;
    if (!triggerHeldCard(state, card)) continue;
    let retriggers = card.seal === 'red' ? RED_SEAL_RETRIGGERS : 0;
    for (const active of state.prep.withHook.heldRetriggers) {
      retriggers +=
        active.effect.heldRetriggers?.(state.ctx, getJokerSelf(state, active), card) ?? 0;
    }
    for (let trigger = 0; trigger < retriggers; trigger++) triggerHeldCard(state, card);
    heldMult[position] = { a: tally.affineA, b: tally.affineB };
  }
}
