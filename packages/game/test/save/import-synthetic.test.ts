import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSaveFile } from '../../src/save/import-save';
import { SAVE_IMPORT_CAPS } from '../../src/save/limits';
import type { SaveErrorCode } from '../../src/save/errors';
import { lua, writeLuaTable, writeSaveFile, type LuaInput } from './lua-writer';
import {
  buildRunSave,
  centerCard,
  importBuilt,
  jokerCard,
  playingCard,
  saveFile,
} from './save-builder';

// On saves the tests write: which file it is, the version, modded saves,
// and every part of the run mapped into the run state, the hand and the extras.

function codeOf(bytes: Uint8Array): SaveErrorCode | 'ok' {
  const outcome = importSaveFile(bytes);
  return outcome.ok ? 'ok' : outcome.code;
}

const file = (table: { [key: string]: LuaInput }) => writeSaveFile(lua(table));

describe('which file it is', () => {
  it.each([
    [
      'profile.jkr',
      { career_stats: { c_rounds: 3 }, high_scores: {}, progress: {} },
      'PROFILE_FILE',
    ],
    ['meta.jkr', { unlocked: { j_joker: true }, discovered: {}, alerted: {} }, 'META_FILE'],
    [
      'settings.jkr',
      { GRAPHICS: { crt: 70 }, SOUND: {}, language: 'en-us', profile: 1 },
      'SETTINGS_FILE',
    ],
    ['an empty table (meta.jkr before any unlock)', {}, 'NO_RUN_IN_PROGRESS'],
    ['a save without GAME', { STATE: 11, VERSION: '1.0.1o-FULL' }, 'NO_RUN_IN_PROGRESS'],
    ['metrics.jkr', { cards: {}, decks: {}, bosses: {} }, 'NOT_A_SAVE_FILE'],
  ] as const)('names %s', (_name, table, code) => {
    expect(codeOf(file(table))).toBe(code);
  });

  it('refuses a run that is over (game over)', () => {
    expect(codeOf(saveFile({ state: 4 }))).toBe('NO_RUN_IN_PROGRESS');
  });

  it('reads plain (unpacked) save text, as the game does', () => {
    expect(codeOf(strToU8(writeLuaTable(lua(buildRunSave()))))).toBe('ok');
  });
});

describe('game versions', () => {
  it.each(['1.0.0n-FULL', '1.0.1f-FULL', '1.0.1o-FULL', '1.0.1g', '1.0.0-DEMO'])(
    'reads %s',
    (v) => {
      expect(codeOf(saveFile({ version: v }))).toBe('ok');
    },
  );

  it.each(['0.9.8-DEMO', '1.1.0a-FULL', '2.0.0', 'unknown'])('refuses %s, naming it', (version) => {
    const outcome = importSaveFile(saveFile({ version }));
    expect(outcome.ok ? 'ok' : outcome.code).toBe('UNSUPPORTED_VERSION');
    expect(outcome.ok ? '' : outcome.message).toContain(version);
  });

  it('refuses a save that names no version', () => {
    const save = buildRunSave();
    delete save.VERSION;
    expect(codeOf(file(save))).toBe('UNSUPPORTED_VERSION');
  });
});

describe('modded saves', () => {
  it('imports the rest and lists the keys the game does not have', () => {
    const imported = importBuilt({
      jokers: [jokerCard('j_blueprint'), jokerCard('j_mymod_ghost'), jokerCard('j_joker')],
      consumables: [centerCard('c_mymod_rune'), centerCard('c_jupiter')],
      hand: [playingCard('S_A', { seal: 'Cosmic' }), playingCard('X_A')],
      vouchers: ['v_observatory', 'v_mymod_deal'],
    });
    expect(imported.state.jokers.map((joker) => joker.name)).toEqual(['Blueprint', 'Joker']);
    expect(imported.state.consumables.map((card) => card.name)).toEqual(['Jupiter']);
    expect(imported.state.vouchers).toEqual(['Observatory']);
    expect(imported.hand).toEqual([{ rank: 'A', suit: 'spades' }]);
    expect(imported.notices).toEqual([
      expect.objectContaining({
        code: 'MODDED_SAVE',
        keys: ['v_mymod_deal', 'j_mymod_ghost', 'c_mymod_rune', 'Cosmic', 'Ace of X'],
      }),
    ]);
    expect(imported.skipped).toContainEqual({
      area: 'jokers',
      item: 'j_mymod_ghost',
      reason: 'UNKNOWN_KEY',
    });
  });

  it('imports a modded deck or stake as the default and says so', () => {
    const imported = importBuilt({ back: 'b_mymod_void', stake: 12 });
    expect(imported.state).toMatchObject({ deck: 'Red Deck', stake: 'White Stake' });
    expect(imported.skipped.map((item) => item.item)).toEqual(['b_mymod_void', 'stake 12']);
  });

  it('plays a challenge run on the Challenge Deck as the Red Deck, not as a mod', () => {
    const imported = importBuilt({ back: 'b_challenge', game: { challenge: 'c_omelette_1' } });
    expect(imported.state.deck).toBe('Red Deck');
    expect(imported.extras.challenge).toBe('c_omelette_1');
    expect(imported.notices).toEqual([]);
  });
});

describe('Jokers', () => {
  it('reads editions, stickers, debuffs and sell values', () => {
    const { state, extras } = importBuilt({
      jokers: [
        jokerCard('j_joker', { edition: { type: 'holo', holo: true }, sell_cost: 7, debuff: true }),
        jokerCard('j_baron', {}, { eternal: true, rental: true }),
        jokerCard(
          'j_mime',
          { edition: { polychrome: true } },
          { perishable: true, perish_tally: 3 },
        ),
      ],
    });
    expect(state.jokers).toEqual([
      { name: 'Joker', edition: 'holographic', stickers: [] },
      { name: 'Baron', edition: null, stickers: ['Eternal', 'Rental'] },
      { name: 'Mime', edition: 'polychrome', stickers: ['Perishable'] },
    ]);
    expect(extras.jokers).toEqual([
      { name: 'Joker', sellValue: 7, debuffed: true },
      { name: 'Baron', sellValue: 3, debuffed: false },
      { name: 'Mime', sellValue: 3, debuffed: false, perishRoundsLeft: 3 },
    ]);
  });

  it.each([
    ['j_ride_the_bus', { mult: 7 }, {}, { mult: 7 }],
    ['j_runner', { extra: { chips: 45, chip_mod: 15 } }, {}, { chips: 45 }],
    ['j_steel_joker', { extra: 0.2, steel_tally: 3 }, {}, { xmult: 1.6 }],
    ['j_stone', { extra: 25, stone_tally: 2 }, {}, { chips: 50 }],
    ['j_caino', { caino_xmult: 3 }, {}, { xmult: 3 }],
    ['j_loyalty_card', { loyalty_remaining: 0, extra: { Xmult: 4, every: 5 } }, {}, { count: 0 }],
    ['j_drivers_license', { driver_tally: 17 }, {}, { count: 17 }],
    ['j_todo_list', { to_do_poker_hand: 'Flush' }, {}, { hand: 'Flush' }],
    ['j_obelisk', { x_mult: 2.4 }, {}, { xmult: 2.4 }],
    ['j_fortune_teller', {}, { consumeable_usage_total: { tarot: 6 } }, { mult: 6 }],
    [
      'j_idol',
      {},
      { current_round: { idol_card: { rank: 'Queen', suit: 'Hearts' } } },
      { rank: 'Q', suit: 'hearts' },
    ],
    ['j_ancient', {}, { current_round: { ancient_card: { suit: 'Clubs' } } }, { suit: 'clubs' }],
    ['j_bootstraps', { extra: { mult: 2, dollars: 5 } }, { dollars: 23 }, { mult: 8 }],
    ['j_joker', { mult: 4 }, {}, undefined],
  ] as const)('reads what %s shows', (key, ability, game, expected) => {
    const { state, extras } = importBuilt({ jokers: [jokerCard(key, {}, ability)], game });
    expect(extras.jokers[0]?.state).toEqual(expected);
    // The same values land in the run's Joker entry, which the calculator scores with.
    expect(state.jokers[0]?.values).toEqual(expected);
  });

  it('counts slots without the Negative Jokers, which bring their own', () => {
    const negative = { edition: { type: 'negative', negative: true } };
    const { state } = importBuilt({
      jokers: [
        jokerCard('j_joker', negative),
        jokerCard('j_joker', negative),
        jokerCard('j_joker'),
      ],
      jokerLimit: 7,
    });
    expect(state.jokerSlots).toBe(5);
  });

  it(`keeps at most ${SAVE_IMPORT_CAPS.jokers} Jokers and lists the rest`, () => {
    const jokers = Array.from({ length: SAVE_IMPORT_CAPS.jokers + 3 }, () => jokerCard('j_joker'));
    const imported = importBuilt({ jokers });
    expect(imported.state.jokers).toHaveLength(SAVE_IMPORT_CAPS.jokers);
    expect(imported.extras.jokers).toHaveLength(SAVE_IMPORT_CAPS.jokers);
    expect(imported.skipped).toEqual([{ area: 'jokers', item: '3 more', reason: 'OVER_LIMIT' }]);
  });
});

describe('cards in hand', () => {
  it('reads rank, suit, enhancement, edition, seal, debuff and bonus chips', () => {
    const { hand, extras } = importBuilt({
      hand: [
        playingCard('H_T', { save_fields: { center: 'm_glass', card: 'H_T' }, seal: 'Red' }),
        playingCard('D_K', { edition: { type: 'foil' }, debuff: true }),
        playingCard('C_2', { ability: { perma_bonus: 15 }, facing: 'back' }),
        playingCard('S_Q', { edition: { type: 'negative' } }),
      ],
    });
    expect(hand).toEqual([
      { rank: '10', suit: 'hearts', enhancement: 'glass', seal: 'red' },
      { rank: 'K', suit: 'diamonds', edition: 'foil', debuffed: true },
      { rank: '2', suit: 'clubs', extraChips: 15 },
      { rank: 'Q', suit: 'spades' },
    ]);
    expect(extras.faceDownInHand).toBe(1);
  });

  it('reads a card by its key when its base is missing', () => {
    const card = { save_fields: { center: 'm_stone', card: 'D_7' }, ability: {} };
    expect(importBuilt({ hand: [card] }).hand).toEqual([
      { rank: '7', suit: 'diamonds', enhancement: 'stone' },
    ]);
  });

  it(`keeps the calculator's ${SAVE_IMPORT_CAPS.handCards} cards and lists the rest`, () => {
    const hand = Array.from({ length: 20 }, () => playingCard('S_5'));
    const imported = importBuilt({ hand });
    expect(imported.hand).toHaveLength(SAVE_IMPORT_CAPS.handCards);
    expect(imported.skipped).toEqual([{ area: 'hand', item: '4 more', reason: 'OVER_LIMIT' }]);
  });
});

describe('where the run stands', () => {
  it('plays the boss blind, rerolled boss and disabled effect included', () => {
    const { state, extras } = importBuilt({
      ante: 3,
      blindOnDeck: 'Boss',
      blindStates: { Small: 'Defeated', Big: 'Skipped', Boss: 'Current' },
      boss: 'bl_hook',
      blind: { config_blind: 'bl_wall', chips: 10_000, boss: true, disabled: true },
      currentRound: { hands_left: 2, discards_left: 1 },
      game: { chips: 4_321 },
    });
    expect(state).toMatchObject({
      ante: 3,
      round: 3,
      blindType: 'boss',
      bossBlind: 'The Wall',
      hands: 2,
      discards: 1,
      currentScore: 4_321,
      targetScore: 8_000,
    });
    expect(extras).toMatchObject({ blindChips: 10_000, isBossDisabled: true, handsLeft: 2 });
  });

  it('waits at blind select with the round limits, not last round leftovers', () => {
    const { state } = importBuilt({
      state: 7,
      blindStates: { Small: 'Defeated', Big: 'Select', Boss: 'Upcoming' },
      currentRound: { hands_left: 1, discards_left: 0 },
    });
    expect(state).toMatchObject({ round: 2, blindType: 'big', hands: 4, discards: 3 });
    expect(state.isShopOpen).toBe(false);
  });

  it('reads the shop, its rerolls and a playing card it cannot hold', () => {
    const { state, skipped } = importBuilt({
      state: 5,
      blindStates: { Small: 'Defeated', Big: 'Upcoming', Boss: 'Upcoming' },
      currentRound: { reroll_cost_increase: 2, reroll_cost: 7 },
      shop: {
        jokers: [
          jokerCard('j_blueprint', { cost: 11, edition: { type: 'foil' } }, { eternal: true }),
          playingCard('S_A', { cost: 1 }),
          centerCard('c_pluto', { cost: 3 }),
        ],
        vouchers: [centerCard('v_hone', { cost: 10 })],
        boosters: [centerCard('p_buffoon_mega_1', { cost: 8 })],
      },
    });
    expect(state.shopItems).toEqual([
      {
        id: 1,
        type: 'Joker',
        name: 'Blueprint',
        price: 11,
        edition: 'foil',
        stickers: ['Eternal'],
      },
      { id: 2, type: 'Planet', name: 'Pluto', price: 3, edition: null, stickers: [] },
      { id: 3, type: 'Voucher', name: 'Hone', price: 10, edition: null, stickers: [] },
      {
        id: 4,
        type: 'Booster Pack',
        name: 'Mega Buffoon Pack',
        price: 8,
        edition: null,
        stickers: [],
      },
    ]);
    expect(state).toMatchObject({ shopRerolls: 2, nextShopItemId: 5, isShopOpen: true });
    expect(skipped).toEqual([{ area: 'shop', item: 'Ace of Spades', reason: 'NOT_IN_RUN_STATE' }]);
  });

  it('clamps what the run state bounds and lists an ante past them', () => {
    const { state, skipped } = importBuilt({
      ante: 250,
      dollars: -500,
      hands: { Flush: { level: 80, played: 3, played_this_round: 1, visible: true } },
    });
    expect(state).toMatchObject({ ante: 100, money: -20 });
    expect(state.tracker.handLevels.Flush).toBe(50);
    expect(skipped).toContainEqual({ area: 'run', item: 'ante 250', reason: 'OVER_LIMIT' });
  });

  it('unlocks the secret hands once one has been played', () => {
    const hidden = importBuilt();
    const played = importBuilt({
      hands: { 'Five of a Kind': { level: 2, played: 1, played_this_round: 0, visible: true } },
    });
    expect([
      hidden.state.tracker.secretHandsUnlocked,
      played.state.tracker.secretHandsUnlocked,
    ]).toEqual([false, true]);
  });

  it('reads the skip tags waiting to trigger into the run, with the blinds skipped', () => {
    const { state, extras, skipped } = importBuilt({
      tags: ['tag_double', 'tag_mymod'],
      game: { skips: 2 },
    });
    expect([state.tags, extras.tags, state.skips]).toEqual([['Double Tag'], ['Double Tag'], 2]);
    expect(skipped).toEqual([{ area: 'tags', item: 'tag_mymod', reason: 'UNKNOWN_KEY' }]);
  });
});

describe('the Tags on offer for skipping', () => {
  it('reads the Small and Big Blind Tags the game shows', () => {
    expect(importBuilt().state.blindTags).toEqual({ small: 'Rare Tag', big: 'Charm Tag' });
  });

  it('offers nothing for a blind already played or skipped', () => {
    const { state } = importBuilt({
      blindOnDeck: 'Big',
      blindStates: { Small: 'Skipped', Big: 'Select', Boss: 'Upcoming' },
    });
    expect(state.blindTags).toEqual({ small: null, big: 'Charm Tag' });
  });

  it("knows neither between a Boss Blind and its cash-out (the old ante's pair)", () => {
    const { state } = importBuilt({
      ante: 3,
      blindAnte: 2,
      blindStates: { Small: 'Defeated', Big: 'Defeated', Boss: 'Defeated' },
    });
    expect(state.blindTags).toEqual({ small: null, big: null });
  });

  it('passes over a Tag key it does not know, saying so', () => {
    const { state, skipped } = importBuilt({ blindTags: { Small: 'tag_mymod', Big: 'tag_d_six' } });
    expect(state.blindTags).toEqual({ small: null, big: 'D6 Tag' });
    expect(skipped).toEqual([{ area: 'tags', item: 'tag_mymod', reason: 'UNKNOWN_KEY' }]);
  });
});
