import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { getPackContentType, openBoosterPack } from './pack-contents';
import { unwrap, withFrozen } from './test-helpers';
import type { Consumable, RunState } from './types';

function holding(...consumables: Consumable[]): RunState {
  return { ...createRun('Red Deck', 'White Stake'), consumables };
}

const pack = (name: Consumable['name']): Consumable => ({ name, type: 'Booster Pack', price: 4 });

describe('getPackContentType (facts: boosterPacks)', () => {
  it.each([
    ['Arcana Pack', 'Tarot'],
    ['Jumbo Celestial Pack', 'Planet'],
    ['Mega Spectral Pack', 'Spectral'],
    ['Buffoon Pack', 'Joker'],
    ['Standard Pack', null],
  ] as const)('%s holds %s', (name, type) => {
    expect(getPackContentType(name)).toBe(type);
  });
});

describe('openBoosterPack', () => {
  it('uses a Planet taken from a Celestial Pack at once', () => {
    const run = holding(pack('Celestial Pack'));
    const opened = unwrap(withFrozen(run, (frozen) => openBoosterPack(frozen, 0, ['Jupiter'])));
    expect(opened.run.consumables).toEqual([]);
    expect(opened.run.tracker.handLevels.Flush).toBe(2);
    expect(opened.log).toBe('Opened Celestial Pack; Used Jupiter: Flush to level 2');
  });

  it('puts Jokers from a Mega Buffoon Pack in slots, two at most', () => {
    const run = holding(pack('Mega Buffoon Pack'));
    const opened = unwrap(openBoosterPack(run, 0, ['Blueprint', 'Baron']));
    expect(opened.run.jokers.map((joker) => joker.name)).toEqual(['Blueprint', 'Baron']);
    expect(openBoosterPack(run, 0, ['Blueprint', 'Baron', 'Mime'])).toEqual({
      ok: false,
      code: 'TOO_MANY_PICKS',
    });
  });

  it('refuses a card of another kind and anything but a pack', () => {
    const run = holding(pack('Arcana Pack'), { name: 'Pluto', type: 'Planet', price: 3 });
    expect(openBoosterPack(run, 0, ['Jupiter'])).toEqual({ ok: false, code: 'NOT_IN_PACK' });
    expect(openBoosterPack(run, 1, [])).toEqual({ ok: false, code: 'NOT_A_PACK' });
    expect(openBoosterPack(run, 2, [])).toEqual({ ok: false, code: 'CONSUMABLE_NOT_FOUND' });
  });

  it('opens a pack with nothing taken, as when every card is skipped', () => {
    const opened = unwrap(openBoosterPack(holding(pack('Standard Pack')), 0, []));
    expect(opened).toMatchObject({ run: { consumables: [] }, log: 'Opened Standard Pack' });
  });
});
