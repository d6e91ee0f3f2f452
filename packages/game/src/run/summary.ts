// Read-only views of the run that the playing screen and the coach show (docs/product/workspace.md
// "current money and interest", currentBuild.jokerSlots and economy).

import { getInterest, getMoneyToNextInterestStep } from '../rules/interest';
import { getJokerCapacity } from './jokers';
import type { RunState } from './types';

export interface JokerSlotUsage {
  readonly used: number;
  /** All slots, including those Negative Jokers bring. */
  readonly available: number;
  readonly remaining: number;
}

export function getJokerSlotUsage(run: RunState): JokerSlotUsage {
  const available = getJokerCapacity(run);
  return {
    used: run.jokers.length,
    available,
    remaining: Math.max(0, available - run.jokers.length),
  };
}

export interface RunEconomy {
  readonly currentMoney: number;
  readonly interestPerRound: number;
  /** Money still needed for the next interest step; null at the cap or on Green Deck. */
  readonly moneyNeededForNextInterest: number | null;
}

/** Interest as the rules compute it, counting every To the Moon held (facts: economy.interest). */
export function getRunEconomy(run: RunState): RunEconomy {
  const input = {
    money: run.money,
    vouchers: run.vouchers,
    deck: run.deck,
    toTheMoonCount: run.jokers.filter((joker) => joker.name === 'To the Moon').length,
  };
  return {
    currentMoney: run.money,
    interestPerRound: getInterest(input),
    moneyNeededForNextInterest: getMoneyToNextInterestStep(input),
  };
}
