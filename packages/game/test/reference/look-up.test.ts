// Reference look-ups against the reference tables they read: rows derived from the data
// (facts: pokerHands, planets, decks, stakes, bossBlinds, jokers), not copied from answers.
import { describe, expect, it } from 'vitest';
import {
  BASE_CHIPS_BY_ANTE,
  BOSS_BLINDS,
  DECK_NAMES,
  getAnteBossesReference,
  getBossReference,
  getDeck,
  getDeckReference,
  getHandReference,
  getJoker,
  getJokerReference,
  getPackReference,
  getPlanetReference,
  getStake,
  getStakeReference,
  getStartingMoney,
  PLANETS,
  POKER_HAND_NAMES,
  POKER_HANDS,
  STAKE_NAMES,
} from '../../src';

describe('hands and Planets', () => {
  it('a hand at level L is base + per level × (L − 1), for every hand', () => {
    for (const hand of POKER_HAND_NAMES) {
      const definition = POKER_HANDS[hand];
      for (const level of [1, 2, 3, 10]) {
        expect(getHandReference(hand, level)).toMatchObject({
          level,
          chips: definition.baseChips + definition.chipsPerLevel * (level - 1),
          mult: definition.baseMult + definition.multPerLevel * (level - 1),
          planet: definition.planet,
        });
      }
    }
  });

  it('each Planet levels its hand by one level', () => {
    for (const planet of PLANETS) {
      const reference = getPlanetReference(planet.name, 2);
      expect(reference.hand).toBe(planet.levelsUp);
      expect(reference.after.chips - reference.before.chips).toBe(planet.chipsPerLevel);
      expect(reference.after.mult - reference.before.mult).toBe(planet.multPerLevel);
      expect(reference.sellValue).toBe(Math.max(1, Math.floor(planet.cost / 2)));
    }
  });
});

describe('decks and stakes', () => {
  it.each(DECK_NAMES)('%s starts with its money and scaling', (deck) => {
    expect(getDeckReference(deck)).toMatchObject({
      money: getStartingMoney(deck),
      blindScaling: getDeck(deck).modifiers.blindScaling ?? 1,
      paysInterest: getDeck(deck).modifiers.interest !== false,
    });
  });

  it.each(STAKE_NAMES)('%s keeps every lower stake and reads its table', (stake) => {
    const info = getStake(stake);
    const reference = getStakeReference(stake);
    expect(reference.alsoApplies).toHaveLength(info.level - 1);
    expect(reference.anteBaseChips).toEqual(BASE_CHIPS_BY_ANTE[info.blindTable]);
  });
});

describe('bosses', () => {
  it('The Wall at ante 5 on White Stake: 4 × the base, 2 × once switched off', () => {
    const base = BASE_CHIPS_BY_ANTE.white[4] ?? 0;
    expect(getBossReference('The Wall', { ante: 5 })).toMatchObject({
      target: base * 4,
      disabledTarget: base * 2,
    });
  });

  it('lists a showdown ante with the showdown bosses only', () => {
    const showdown = BOSS_BLINDS.filter((boss) => boss.showdown).map((boss) => boss.name);
    expect(getAnteBossesReference(8)).toMatchObject({ showdown: true, bosses: showdown });
    const first = getAnteBossesReference(1).bosses;
    expect(first.every((boss) => BOSS_BLINDS.find((row) => row.name === boss)?.minAnte === 1)).toBe(true);
  });
});

describe('prices', () => {
  it('a Joker sells for half its price, rounded down, and its edition counts', () => {
    const cost = getJoker('Blueprint').cost;
    expect(getJokerReference('Blueprint')).toMatchObject({ price: cost, sellValue: Math.floor(cost / 2) });
    expect(getJokerReference('Blueprint', 'foil').price).toBeGreaterThan(cost);
  });

  it('a pack shows and lets you choose what its table says', () => {
    expect(getPackReference('Mega Arcana Pack')).toMatchObject({ cardsShown: 5, choose: 2, cost: 8 });
  });
});
