// The money after a round, worked out before the player types it: the blind's reward,
// interest on the money held, the pay for unused hands (and discards on Green Deck) and for
// Investment Tags after a boss, each returned apart so the prompt can show them (facts:
// economy, tags; Lua G.FUNCS.evaluate_round).

import { MONEY_PER_REMAINING_HAND } from '../data/economy';
import { getDeck } from '../data/decks';
import { getBlindReward, isShowdownAnte } from '../rules/blinds';
import { getInterest } from '../rules/interest';
import { getBlindStatus } from './blind-status';
import { getTagCashOut } from './tag-money';
import type { RunState } from './types';

export interface RoundMoney {
  /** Money before the round's payouts. */
  readonly money: number;
  readonly blindReward: number;
  readonly interest: number;
  readonly unusedHands: number;
  /** Green Deck's $1 per unused discard; 0 on other decks. */
  readonly unusedDiscards: number;
  /** Investment Tags held, after a Boss Blind. */
  readonly tags: number;
  readonly total: number;
}

/**
 * What beating the current blind pays. Interest is counted on the money held before the
 * payouts (the game pays it from `G.GAME.dollars` at the round's end), and the hands and
 * discards left are the blind's, boss limits applied (The Needle leaves none).
 */
export function getRoundMoney(run: RunState): RoundMoney {
  const status = getBlindStatus(run);
  const modifiers = getDeck(run.deck).modifiers;
  const blindReward = getBlindReward(
    run.blindType,
    run.stake,
    run.blindType === 'boss' && isShowdownAnte(run.ante),
  );
  const interest = getInterest({
    money: run.money,
    vouchers: run.vouchers,
    deck: run.deck,
    toTheMoonCount: run.jokers.filter((joker) => joker.name === 'To the Moon').length,
  });
  const perHand = modifiers.moneyPerRemainingHand ?? MONEY_PER_REMAINING_HAND;
  const unusedHands = status.hands * perHand;
  const unusedDiscards = status.discards * (modifiers.moneyPerRemainingDiscard ?? 0);
  const tags = getTagCashOut(run);
  return {
    money: run.money,
    blindReward,
    interest,
    unusedHands,
    unusedDiscards,
    tags,
    total: run.money + blindReward + interest + unusedHands + unusedDiscards + tags,
  };
}
