import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  INTEREST,
  INTEREST_CAP_BY_VOUCHER,
  JOKER_RARITY_ODDS,
  MIN_MONEY_WITH_CREDIT_CARD,
  REROLL,
  SHOP,
  STARTING_STATE,
} from './economy';

describe('economy constants', () => {
  it('starts a run as the facts file says (facts: startingState)', () => {
    expect(STARTING_STATE).toEqual(facts.startingState);
    expect(STARTING_STATE).toMatchObject({
      money: 4,
      hands: 4,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 2,
      rerollCost: 5,
    });
  });

  it('caps interest at $5 / $10 / $20 (facts: economy.interest)', () => {
    expect(INTEREST.defaultCap).toBe(facts.economy.interest.defaultCap);
    expect(INTEREST.capHeldAmount).toBe(facts.economy.interest.capHeldAmount);
    expect(INTEREST_CAP_BY_VOUCHER['Seed Money']).toBe(facts.economy.interest.withSeedMoney);
    expect(INTEREST_CAP_BY_VOUCHER['Money Tree']).toBe(facts.economy.interest.withMoneyTree);
    expect(INTEREST.defaultCap * INTEREST.moneyPerStep).toBe(INTEREST.capHeldAmount);
  });

  it('matches the shop constants (facts: shop)', () => {
    expect(SHOP).toEqual({
      cardSlots: facts.shop.cardSlots,
      boosterSlots: facts.shop.boosterSlots,
      voucherSlots: facts.shop.voucherSlots,
      tarotPlanetCost: facts.shop.tarotPlanetCost,
      spectralCost: facts.shop.spectralCost,
      voucherCost: facts.shop.voucherCost,
      playingCardBaseCost: 1,
      packCosts: facts.shop.packCosts,
    });
    expect(REROLL.baseCost).toBe(facts.startingState.rerollCost);
  });

  it('rolls 70 / 25 / 5 % rarities and never a Legendary (facts: shop.jokerRarityOdds)', () => {
    expect(JOKER_RARITY_ODDS).toEqual({ Common: 0.7, Uncommon: 0.25, Rare: 0.05, Legendary: 0 });
    expect(
      JOKER_RARITY_ODDS.Common + JOKER_RARITY_ODDS.Uncommon + JOKER_RARITY_ODDS.Rare,
    ).toBeCloseTo(1);
  });

  it('lets Credit Card go down to -$20 (facts: economy.debt)', () => {
    expect(MIN_MONEY_WITH_CREDIT_CARD).toBe(-20);
  });
});
