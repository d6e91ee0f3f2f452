// Best play (format: "Best play"): which cards, in which order, and the runners-up.
import { describe, expect, it } from 'vitest';
import { findBestPlay, type CalculatorScenario, type ScenarioCard } from '../src';
import { cards } from './score-helpers';

function best(scenario: Omit<CalculatorScenario, 'version' | 'played'>) {
  const outcome = findBestPlay({ version: 1, played: [], ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

describe('findBestPlay', () => {
  it.each([
    {
      held: '2H 5H 7H 9H KH KS KC 3D',
      hand: 'Flush',
      score: 272,
      source: 'Flush 68 x 4 = 272 beats Three of a Kind (30 + 30) x 3 = 180 (facts pokerHands)',
    },
    {
      held: 'KS KH KC 4D 4S 9H 2C 7D',
      hand: 'Full House',
      score: 312,
      source: 'Full House 78 x 4 = 312 (fixture hand-full-house)',
    },
    {
      held: '2S 4H 6C 8D 10S QH 3C 5D',
      hand: 'Straight',
      score: 4 * (30 + 2 + 3 + 4 + 5 + 6),
      source: 'Straight 2-6: (30 + 20) x 4 = 200 beats High Card',
    },
  ])('$hand from $held ($source)', ({ held, hand, score }) => {
    const result = best({ held: cards(held) });
    expect(result.best.result.hand).toBe(hand);
    expect(result.best.result.score).toBe(score);
    expect(result.runnersUp).toHaveLength(3);
    for (const runnerUp of result.runnersUp) {
      expect(runnerUp.result.score).toBeLessThanOrEqual(score);
    }
  });

  it('plays +Mult cards before XMult cards (the order that scores most)', () => {
    const held: ScenarioCard[] = [
      { rank: '9', suit: 'spades', enhancement: 'glass' },
      { rank: '9', suit: 'hearts', enhancement: 'mult' },
      { rank: '9', suit: 'clubs' },
      ...cards('2D 4C 6H 8S QD'),
    ];
    const result = best({ held });
    // Three of a Kind 30/3: Mult card first (3 + 4) x 2 = 14; 57 x 14 = 798 (glass first: 570).
    expect(result.best.result.score).toBe(798);
    const order = result.best.cards;
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(0));
  });

  it('puts the best card first for Hanging Chad (order-sensitive Joker)', () => {
    const held: ScenarioCard[] = [
      { rank: 'A', suit: 'spades' },
      { rank: 'A', suit: 'hearts', enhancement: 'mult' },
      ...cards('2D 4C 7H 8S QD JC'),
    ];
    const result = best({ held, jokers: [{ name: 'Hanging Chad' }] });
    // Pair of Aces: the Mult Ace first triggers 3 times: 10 + 11 x 4 = 54 chips, 2 + 12 = 14.
    expect(result.best.cards[0]).toBe(1);
    expect(result.best.result.score).toBe(54 * 14);
  });

  it('arranges the cards kept in hand: Raised Fist (+Mult) before Baron (XMult)', () => {
    // The King is given first; in the game the player can move it right of the 4.
    const held = cards('KS QD 9H 9S 9D 9C 4H 3C');
    const result = best({ held, jokers: [{ name: 'Baron' }, { name: 'Raised Fist' }] });
    // Four 9s and the 3 as a kicker, keeping the 4 for Raised Fist: 60 + 4 x 9 = 96 chips;
    // held 4 +8 Mult (2 x its rank), then held King X1.5: (7 + 8) x 1.5 = 22.5; 96 x 22.5 =
    // 2160. In the order given, (7 x 1.5 + 8) x 96 = 1776.
    expect(result.best.result.score).toBe(2160);
    expect([...result.best.cards].sort()).toEqual([2, 3, 4, 5, 7]);
    const heldOrder = result.best.heldOrder ?? [];
    expect([...heldOrder].sort()).toEqual([0, 1, 6]);
    expect(heldOrder.indexOf(6)).toBeLessThan(heldOrder.indexOf(0));
    const reversed = best({
      held: [...held].reverse(),
      jokers: [{ name: 'Baron' }, { name: 'Raised Fist' }],
    });
    expect(reversed.best.result.score).toBe(2160);
  });

  it('leaves heldOrder out when the order given scores as much', () => {
    const result = best({ held: cards('KS KH 9C 9D 4H 3C 2S 7D'), jokers: [{ name: 'Baron' }] });
    expect(result.best.heldOrder).toBeUndefined();
  });

  it('gives the same play whichever order the hand is listed in', () => {
    const held: ScenarioCard[] = [
      { rank: 'Q', suit: 'spades', seal: 'red' },
      { rank: 'Q', suit: 'hearts' },
      { rank: 'J', suit: 'clubs', enhancement: 'mult' },
      { rank: 'J', suit: 'diamonds', enhancement: 'glass' },
      ...cards('2D 4C 7H 8S'),
    ];
    const jokers = [{ name: 'Photograph' }, { name: 'Hanging Chad' }] as const;
    const given = best({ held, jokers });
    const reversed = [...held].reverse();
    const other = best({ held: reversed, jokers });
    expect(other.best.result.score).toBe(given.best.result.score);
    expect(other.best.cards.map((index) => reversed[index])).toEqual(
      given.best.cards.map((index) => held[index]),
    );
  });

  it('finds the best play of one poker hand when asked, every runner-up of that hand', () => {
    const held = cards('KS KH KC 4D 4S 9H 2C 7D');
    const only = (onlyHand: 'Three of a Kind' | 'Pair') => {
      const outcome = findBestPlay({ version: 1, played: [], held }, { onlyHand });
      if (!outcome.ok) throw new Error(outcome.code);
      return outcome.value;
    };
    const three = only('Three of a Kind');
    // (30 + 10 + 10 + 10) x 3 = 180, below the Full House's 312.
    expect(three.best.result).toMatchObject({ hand: 'Three of a Kind', score: 180 });
    expect(three.runnersUp.every((play) => play.result.hand === 'Three of a Kind')).toBe(true);
    // Two Kings: (10 + 10 + 10) x 2 = 60 beats the Fours' (10 + 4 + 4) x 2 = 36.
    expect(only('Pair').best.result).toMatchObject({ hand: 'Pair', score: 60 });
    expect(findBestPlay({ version: 1, played: [], held }, { onlyHand: 'Flush' })).toMatchObject({
      ok: false,
      code: 'NO_PLAY_OF_HAND',
    });
  });

  it.each([
    { scenario: { played: cards('AS'), held: cards('KS') }, code: 'CARDS_ALREADY_PLAYED' },
    { scenario: { played: [], held: [] }, code: 'NO_CARDS_HELD' },
  ])('fails with $code', ({ scenario, code }) => {
    expect(findBestPlay({ version: 1, ...scenario })).toMatchObject({ ok: false, code });
  });
});
