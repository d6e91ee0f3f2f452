import { describe, expect, it } from 'vitest';
import facts from '../reference/balatro-facts.json';
import { BOOSTER_PACK_NAMES, SEALS, STICKER_NAMES, type SaveKeyTarget } from '../../src';
import { lookupSaveKey, SAVE_KEYS, SAVE_SEALS, SAVE_STICKERS } from '../../src/save/save-keys';
import { getStakeByLevel } from '../../src/save/save-keys';

// Every key of build 1.0.1o maps, checked against the facts file (its `key`
// values are the ids save files hold, facts meta.keysNote), each to the item of that name.

type Kind = SaveKeyTarget['kind'];

const KEYED_FACTS: readonly [string, Kind, readonly { key: string; name: string }[]][] = [
  ['Joker', 'joker', facts.jokers],
  ['Tarot', 'tarot', facts.tarots],
  ['Planet', 'planet', facts.planets],
  ['Spectral', 'spectral', facts.spectrals],
  ['voucher', 'voucher', facts.vouchers],
  ['deck', 'deck', facts.decks],
  ['boss blind', 'blind', facts.bossBlinds],
  ['tag', 'tag', facts.tags],
];

describe('save keys of build 1.0.1o', () => {
  it.each(KEYED_FACTS)('maps every %s key to its name', (_label, kind, rows) => {
    const wrong = rows
      .filter((row) => lookupSaveKey(row.key, kind)?.name !== row.name)
      .map((row) => row.key);
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('maps every enhancement key, and c_base to no enhancement', () => {
    for (const row of facts.enhancements) {
      const target = lookupSaveKey(row.key, 'enhancement');
      expect(target?.name, row.key).toBe(row.key.replace('m_', ''));
    }
    expect(lookupSaveKey('c_base', 'enhancement')).toEqual({ kind: 'enhancement', name: null });
  });

  it('maps every edition key', () => {
    const names = facts.editions.map((row) => lookupSaveKey(row.key, 'edition')?.name);
    expect(names).toEqual(['foil', 'holographic', 'polychrome', 'negative']);
  });

  it('maps the two regular blinds', () => {
    expect(lookupSaveKey('bl_small', 'blind')?.name).toBe('Small Blind');
    expect(lookupSaveKey('bl_big', 'blind')?.name).toBe('Big Blind');
  });

  it('maps the 32 booster keys (one per artwork) onto the 15 packs', () => {
    const boosters = [...SAVE_KEYS].filter(([, target]) => target.kind === 'booster');
    expect(boosters).toHaveLength(32);
    expect(new Set(boosters.map(([, target]) => target.name))).toEqual(new Set(BOOSTER_PACK_NAMES));
    expect(lookupSaveKey('p_arcana_normal_4', 'booster')?.name).toBe('Arcana Pack');
    expect(lookupSaveKey('p_celestial_mega_2', 'booster')?.name).toBe('Mega Celestial Pack');
    expect(lookupSaveKey('p_buffoon_jumbo_1', 'booster')?.name).toBe('Jumbo Buffoon Pack');
    expect(lookupSaveKey('p_spectral_normal_2', 'booster')?.name).toBe('Spectral Pack');
    expect(lookupSaveKey('p_spectral_mega_2', 'booster')).toBeUndefined();
  });

  it('maps the seals, the sticker flags and the stake levels', () => {
    expect(Object.values(SAVE_SEALS).sort()).toEqual([...SEALS].sort());
    expect(facts.seals.map((seal) => seal.name.replace(' Seal', ''))).toEqual(
      Object.keys(SAVE_SEALS),
    );
    expect(Object.values(SAVE_STICKERS)).toEqual(STICKER_NAMES);
    expect(facts.stakes.map((stake) => getStakeByLevel(stake.level))).toEqual(
      facts.stakes.map((stake) => stake.name),
    );
    expect(getStakeByLevel(9)).toBeUndefined();
  });

  it('holds no key twice and nothing the facts lack', () => {
    const factKeys = new Set([
      ...KEYED_FACTS.flatMap(([, , rows]) => rows.map((row) => row.key)),
      ...facts.enhancements.map((row) => row.key),
      ...facts.editions.map((row) => row.key),
    ]);
    const extra = [...SAVE_KEYS.keys()].filter(
      (key) => !factKeys.has(key) && !/^p_|^bl_(small|big)$|^c_base$/.test(key),
    );
    expect(extra).toEqual([]);
  });

  it('knows a key only as its own kind', () => {
    expect(lookupSaveKey('j_blueprint', 'voucher')).toBeUndefined();
    expect(lookupSaveKey('j_mymod_joker', 'joker')).toBeUndefined();
    expect(lookupSaveKey('constructor', 'joker')).toBeUndefined();
  });
});
