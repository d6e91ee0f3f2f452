import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { getConsumableKind, isConsumableName } from './consumables';
import { PLANETS, getPlanet } from './planets';
import { POKER_HANDS } from './poker-hands';
import { SPECTRALS, getSpectral } from './spectrals';
import { TAROTS, getTarot } from './tarots';
import { POKER_HAND_NAMES } from './vocabulary';

describe('TAROTS', () => {
  it('holds 22 Tarots in collection order (facts: tarots)', () => {
    expect(TAROTS).toHaveLength(22);
    expect(TAROTS.map((tarot) => tarot.name)).toEqual(facts.tarots.map((tarot) => tarot.name));
  });

  it.each(facts.tarots)('matches the facts file field by field: $name', (fact) => {
    expect(TAROTS[fact.n - 1]).toEqual({
      key: fact.key,
      name: fact.name,
      cost: fact.cost,
      maxSelected: fact.maxSelected,
      effect: fact.effect,
    });
  });

  it('shows c_heirophant as The Hierophant (facts: meta.keysNote)', () => {
    expect(getTarot('The Hierophant').key).toBe('c_heirophant');
  });
});

describe('PLANETS', () => {
  it('holds 12 Planets, one per poker hand (facts: planets)', () => {
    expect(PLANETS).toHaveLength(12);
    expect(PLANETS.map((planet) => planet.levelsUp).sort()).toEqual([...POKER_HAND_NAMES].sort());
  });

  it.each(facts.planets)('matches the facts file field by field: $name', (fact) => {
    expect(PLANETS.find((planet) => planet.name === fact.name)).toEqual({
      key: fact.key,
      name: fact.name,
      cost: fact.cost,
      levelsUp: fact.levelsUp,
      chipsPerLevel: fact.chipsPerLevel,
      multPerLevel: fact.multPerLevel,
      secret: fact.secret,
    });
  });

  it.each(PLANETS)("$name levels an existing hand by that hand's own per-level gains", (planet) => {
    const hand = POKER_HANDS[planet.levelsUp];
    expect(hand.planet).toBe(planet.name);
    expect([planet.chipsPerLevel, planet.multPerLevel]).toEqual([
      hand.chipsPerLevel,
      hand.multPerLevel,
    ]);
    expect(planet.secret).toBe(hand.secret);
  });
});

describe('SPECTRALS', () => {
  it('holds 18 Spectrals, 2 of them hidden (facts: spectrals)', () => {
    expect(SPECTRALS).toHaveLength(18);
    expect(
      SPECTRALS.filter((spectral) => spectral.hidden).map((spectral) => spectral.name),
    ).toEqual(['The Soul', 'Black Hole']);
  });

  it.each(facts.spectrals)('matches the facts file field by field: $name', (fact) => {
    expect(SPECTRALS[fact.n - 1]).toEqual({
      key: fact.key,
      name: fact.name,
      cost: fact.cost,
      hidden: fact.hidden,
      effect: fact.effect,
    });
  });

  it('prices every Spectral at $4 (the facts file)', () => {
    expect(getSpectral('Black Hole').cost).toBe(4);
    expect(new Set(SPECTRALS.map((spectral) => spectral.cost))).toEqual(new Set([4]));
  });
});

describe('consumables', () => {
  it('has no name shared between Tarots, Planets and Spectrals', () => {
    const names = [...TAROTS, ...PLANETS, ...SPECTRALS].map((card) => card.name);
    expect(new Set(names).size).toBe(22 + 12 + 18);
    const keys = [...TAROTS, ...PLANETS, ...SPECTRALS].map((card) => card.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    { name: 'The Fool', kind: 'tarot' },
    { name: 'Pluto', kind: 'planet' },
    { name: 'Hex', kind: 'spectral' },
    { name: 'The Soul', kind: 'spectral' },
    { name: 'Blueprint', kind: undefined },
    { name: 'pluto', kind: undefined },
  ])('classifies $name as $kind', ({ name, kind }) => {
    expect(getConsumableKind(name)).toBe(kind);
    expect(isConsumableName(name)).toBe(kind !== undefined);
  });

  it('looks Planets up by name', () => {
    expect(getPlanet('Eris').levelsUp).toBe('Flush Five');
  });
});
