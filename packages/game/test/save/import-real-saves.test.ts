import { describe, expect, it } from 'vitest';
import {
  findBestPlay,
  getJokerSellValue,
  scoreHand,
  sellJoker,
  toRunScenario,
  type RunState,
} from '../../src';
import { importSaveFile, readSaveTable } from '../../src/save/import-save';
import { toSaveScenario } from '../../src/save/save-scenario';
import type { SaveImport } from '../../src/save/types';
import { deriveSelectingHandSave, IN_HAND_CARD_COUNT } from './derive-fixture';
import { readFixture } from './fixtures';

// The two real saves players published (fixtures/saves/README.md says where each
// came from), and the one derived from the first, imported end to end.

const fixture = readFixture;

function importFixture(name: string): SaveImport {
  const outcome = importSaveFile(fixture(name));
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.value;
}

describe('v1.0.1f save: Painted Deck, six Jokers, after beating the ante 8 boss', () => {
  const imported = importFixture('v1.0.1f-six-jokers.jkr');
  const { state, extras } = imported;

  it('reads deck, stake, money and where the run stands', () => {
    expect(state).toMatchObject({
      stage: 'playing',
      deck: 'Painted Deck',
      stake: 'Black Stake',
      money: 7,
      // Violet Vessel is beaten, so the run stands before ante 9's Small Blind, its boss unknown.
      ante: 9,
      round: 1,
      blindType: 'small',
      bossBlind: null,
      isShopOpen: false,
      hands: 5,
      discards: 4,
    });
    expect(extras).toMatchObject({
      gameVersion: '1.0.1f-FULL',
      gameState: 'round-won',
      gameRound: 21,
    });
  });

  it("knows the blinds skipped, and that ante 9's Tags are drawn only at the cash-out", () => {
    expect(state).toMatchObject({ skips: 3, tags: [], blindTags: { small: null, big: null } });
  });

  it('reads the Jokers left to right with their editions, values and sell values', () => {
    expect(state.jokers).toEqual([
      { name: 'Egg', edition: null, stickers: [], extraValue: 60 },
      { name: 'Odd Todd', edition: 'negative', stickers: [] },
      { name: 'Swashbuckler', edition: 'negative', stickers: [], values: { mult: 83 } },
      { name: 'Blueprint', edition: null, stickers: [] },
      { name: 'Canio', edition: null, stickers: [], values: { xmult: 4 } },
      { name: 'Cavendish', edition: null, stickers: [] },
    ]);
    expect(extras.jokers.map((joker) => [joker.sellValue, joker.state])).toEqual([
      [62, undefined],
      [4, undefined],
      [4, { mult: 83 }],
      [5, undefined],
      [10, { xmult: 4 }],
      [2, undefined],
    ]);
    // The run sells each Joker for what the game would pay: Egg's $60 gained included.
    expect(state.jokers.map((joker) => getJokerSellValue(state, joker))).toEqual(
      extras.jokers.map((joker) => joker.sellValue),
    );
    // Painted Deck has 4 Joker slots; the two Negatives bring their own.
    expect(state.jokerSlots).toBe(4);
  });

  it('reads vouchers, hand levels and plays', () => {
    expect(state.vouchers).toEqual(['Overstock', 'Hone', 'Grabber', 'Wasteful', 'Seed Money']);
    expect(state.tracker.handLevels).toMatchObject({ Flush: 5, 'Straight Flush': 2, Pair: 1 });
    expect(extras.handsPlayed).toMatchObject({ 'Two Pair': 7, Flush: 6, 'Full House': 6 });
  });

  it('reads the whole deck with its enhancements, editions and seals', () => {
    expect(extras.deck).toHaveLength(54);
    expect(extras.fullDeckSize).toBe(54);
    expect(extras.deck[0]).toEqual({ rank: '9', suit: 'spades', enhancement: 'bonus' });
    expect(extras.deck).toContainEqual({
      rank: '7',
      suit: 'hearts',
      edition: 'polychrome',
      seal: 'purple',
    });
    expect(extras.deck).toContainEqual({
      rank: '4',
      suit: 'hearts',
      enhancement: 'lucky',
      seal: 'gold',
    });
    expect(extras.deck).toContainEqual({ rank: 'J', suit: 'hearts', edition: 'foil' });
    expect(imported.hand).toEqual([]);
    expect(toSaveScenario(imported)).toBeNull();
  });

  it('leaves nothing out', () => {
    expect(imported.skipped).toEqual([]);
    expect(imported.notices).toEqual([]);
  });
});

describe('v1.0.0n save: a run saved in the shop', () => {
  const { state, extras, skipped } = importFixture('v1.0.0n-in-shop.jkr');

  it('reads the shop with its prices, the next blind and the ante boss', () => {
    expect(state).toMatchObject({
      deck: 'Red Deck',
      stake: 'White Stake',
      ante: 1,
      round: 2,
      blindType: 'big',
      bossBlind: 'The Goad',
      money: 9,
      isShopOpen: true,
      targetScore: 450,
    });
    expect(state.shopItems.map(({ id, type, name, price }) => ({ id, type, name, price }))).toEqual(
      [
        { id: 1, type: 'Joker', name: 'Clever Joker', price: 4 },
        { id: 2, type: 'Joker', name: 'Swashbuckler', price: 4 },
        { id: 3, type: 'Voucher', name: 'Grabber', price: 10 },
        { id: 4, type: 'Booster Pack', name: 'Jumbo Arcana Pack', price: 6 },
        { id: 5, type: 'Booster Pack', name: 'Jumbo Celestial Pack', price: 6 },
      ],
    );
    expect(state.nextShopItemId).toBe(6);
    expect(extras).toMatchObject({ gameVersion: '1.0.0n-FULL', rerollCost: 5, gameState: 'shop' });
    expect(skipped).toEqual([]);
  });

  it('reads the Tag the Big Blind offers; the Small Blind is played', () => {
    expect(state.blindTags).toEqual({ small: null, big: 'Charm Tag' });
  });
});

describe('the derived save: the same run with a hand to play', () => {
  const imported = importFixture('v1.0.1f-six-jokers-in-hand.jkr');

  it('is the real save moved to the start of a blind, exactly', () => {
    const real = readSaveTable(fixture('v1.0.1f-six-jokers.jkr'));
    const derived = readSaveTable(fixture('v1.0.1f-six-jokers-in-hand.jkr'));
    expect(real.ok && derived.ok).toBe(true);
    if (real.ok && derived.ok) expect(derived.value).toEqual(deriveSelectingHandSave(real.value));
  });

  it('puts the cards in hand into the calculator and the blind being played', () => {
    expect(imported.hand).toHaveLength(IN_HAND_CARD_COUNT);
    expect(imported.hand[0]).toEqual({ rank: 'A', suit: 'clubs', enhancement: 'steel' });
    expect(imported.state).toMatchObject({ blindType: 'small', bossBlind: 'The Wall', hands: 5 });
    expect(imported.extras).toMatchObject({ gameState: 'selecting-hand', blindChips: 230_000 });
    expect(imported.extras.deck).toHaveLength(54 - IN_HAND_CARD_COUNT);
  });

  it('gives a scenario the calculator finds a best play for', () => {
    const scenario = toSaveScenario(imported);
    expect(scenario).toMatchObject({
      blind: 'Small Blind',
      handsLeft: 5,
      discardsLeft: 4,
      deckRemaining: 45,
      fullDeckSize: 54,
      played: [],
    });
    expect(scenario?.jokers?.[2]).toEqual({
      name: 'Swashbuckler',
      edition: 'negative',
      sellValue: 4,
      state: { mult: 83 },
    });
    const best = scenario ? findBestPlay(scenario, { ante: 9 }) : null;
    expect(best?.ok).toBe(true);
  });

  it('scores the imported run as the save does, and follows the run after a sale', () => {
    const swashbucklerMult = (state: RunState) => {
      const scored = scoreHand(toRunScenario(state, { played: imported.hand.slice(0, 1) }));
      if (!scored.ok) throw new Error(scored.code);
      const entry = scored.value.log.find((change) => change.source === 'Swashbuckler');
      return entry?.effect === 'mult' ? entry.value : undefined;
    };
    // The card showed +83: the other five Jokers' sell values, Egg's $62 among them.
    expect(swashbucklerMult(imported.state)).toBe(83);
    const sold = sellJoker(imported.state, 0);
    if (!sold.ok) throw new Error(sold.code);
    expect(sold.value.run.money).toBe(imported.state.money + 62);
    expect(swashbucklerMult(sold.value.run)).toBe(83 - 62);
  });
});
