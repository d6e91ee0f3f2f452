import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import type { DeckName } from '../data/decks';
import type { StakeName } from '../data/stakes';
import { getRunCapacity } from './capacity';
import { createInitialRunState, createRun, startNewGame } from './create-run';
import { withFrozen } from './test-helpers';

describe('createRun on each deck (White Stake)', () => {
  it.each([
    {
      deck: 'Red Deck',
      money: 4,
      hands: 4,
      discards: 4,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 2,
      source: 'facts decks[b_red].modifiers.discards +1',
    },
    {
      deck: 'Blue Deck',
      money: 4,
      hands: 5,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 2,
      source: 'facts decks[b_blue].modifiers.hands +1',
    },
    {
      deck: 'Yellow Deck',
      money: 14,
      hands: 4,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 2,
      source: 'facts decks[b_yellow].modifiers.money +10',
    },
    {
      deck: 'Black Deck',
      money: 4,
      hands: 3,
      discards: 3,
      handSize: 8,
      jokerSlots: 6,
      consumableSlots: 2,
      source: 'facts decks[b_black].modifiers',
    },
    {
      deck: 'Magic Deck',
      money: 4,
      hands: 4,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 3,
      source: 'facts decks[b_magic] + vouchers[Crystal Ball]',
    },
    {
      deck: 'Nebula Deck',
      money: 4,
      hands: 4,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 1,
      source: 'facts decks[b_nebula].modifiers.consumableSlots -1',
    },
    {
      deck: 'Painted Deck',
      money: 4,
      hands: 4,
      discards: 3,
      handSize: 10,
      jokerSlots: 4,
      consumableSlots: 2,
      source: 'facts decks[b_painted].modifiers',
    },
    {
      deck: 'Plasma Deck',
      money: 4,
      hands: 4,
      discards: 3,
      handSize: 8,
      jokerSlots: 5,
      consumableSlots: 2,
      source: 'facts startingState',
    },
  ] as const)(
    '$deck ($source)',
    ({ deck, money, hands, discards, handSize, jokerSlots, consumableSlots }) => {
      const run = createRun(deck, 'White Stake');
      expect({
        money: run.money,
        hands: run.hands,
        discards: run.discards,
        handSize: run.handSize,
      }).toEqual({ money, hands, discards, handSize });
      expect({ jokerSlots: run.jokerSlots, consumableSlots: run.consumableSlots }).toEqual({
        jokerSlots,
        consumableSlots,
      });
    },
  );

  it('starts every plain deck from the facts starting state (facts: startingState)', () => {
    const run = createRun('Checkered Deck', 'White Stake');
    const start = facts.startingState;
    expect(run).toMatchObject({
      money: start.money,
      hands: start.hands,
      discards: start.discards,
      handSize: start.handSize,
      jokerSlots: start.jokerSlots,
      consumableSlots: start.consumableSlots,
      ante: 1,
      round: 1,
      blindType: 'small',
      targetScore: 300,
      stage: 'playing',
    });
  });

  it.each([
    {
      deck: 'Magic Deck',
      vouchers: ['Crystal Ball'],
      consumables: ['The Fool', 'The Fool'],
      source: 'facts decks[b_magic].modifiers',
    },
    {
      deck: 'Nebula Deck',
      vouchers: ['Telescope'],
      consumables: [],
      source: 'facts decks[b_nebula].modifiers',
    },
    {
      deck: 'Ghost Deck',
      vouchers: [],
      consumables: ['Hex'],
      source: 'facts decks[b_ghost].modifiers',
    },
    {
      deck: 'Zodiac Deck',
      vouchers: ['Tarot Merchant', 'Planet Merchant', 'Overstock'],
      consumables: [],
      source: 'facts decks[b_zodiac].modifiers',
    },
  ] as const)(
    '$deck starts with its vouchers and consumables ($source)',
    ({ deck, vouchers, consumables }) => {
      const run = createRun(deck, 'White Stake');
      expect(run.vouchers).toEqual(vouchers);
      expect(run.consumables.map((consumable) => consumable.name)).toEqual(consumables);
    },
  );

  it('prices starting consumables at their reference cost (facts: tarots $3, spectrals $4)', () => {
    expect(createRun('Magic Deck', 'White Stake').consumables).toEqual([
      { name: 'The Fool', type: 'Tarot', price: 3 },
      { name: 'The Fool', type: 'Tarot', price: 3 },
    ]);
    expect(createRun('Ghost Deck', 'White Stake').consumables).toEqual([
      { name: 'Hex', type: 'Spectral', price: 4 },
    ]);
  });
});

describe('stakes', () => {
  it.each([
    { stake: 'White Stake', discards: 3, source: 'facts stakes[1]' },
    { stake: 'Black Stake', discards: 3, source: 'facts stakes[4]' },
    { stake: 'Blue Stake', discards: 2, source: 'facts stakes[5] "One fewer discard"' },
    { stake: 'Purple Stake', discards: 2, source: 'facts stakes[6] cumulative' },
    { stake: 'Gold Stake', discards: 2, source: 'facts stakes[8] cumulative' },
  ] as const)(
    '$stake gives $discards discards on Checkered Deck ($source)',
    ({ stake, discards }) => {
      expect(createRun('Checkered Deck', stake).discards).toBe(discards);
    },
  );

  it('uses the stake blind table for the target (facts: blinds.targetsByAnte.purple[ante 1])', () => {
    expect(createRun('Red Deck', 'Purple Stake', { ante: 2 }).targetScore).toBe(1000);
    expect(createRun('Plasma Deck', 'White Stake').targetScore).toBe(600);
  });
});

describe('getRunCapacity with vouchers', () => {
  it.each([
    { vouchers: ['Grabber'], key: 'hands', value: 5, source: 'facts vouchers[Grabber] +1 hand' },
    {
      vouchers: ['Grabber', 'Nacho Tong'],
      key: 'hands',
      value: 6,
      source: 'facts vouchers[Nacho Tong]',
    },
    {
      vouchers: ['Hieroglyph'],
      key: 'hands',
      value: 3,
      source: 'facts vouchers[Hieroglyph] one fewer hand',
    },
    {
      vouchers: ['Wasteful', 'Recyclomancy'],
      key: 'discards',
      value: 5,
      source: 'facts vouchers[Wasteful, Recyclomancy]',
    },
    { vouchers: ['Petroglyph'], key: 'discards', value: 2, source: 'facts vouchers[Petroglyph]' },
    {
      vouchers: ['Paint Brush', 'Palette'],
      key: 'handSize',
      value: 10,
      source: 'facts vouchers[Paint Brush, Palette]',
    },
    {
      vouchers: ['Blank', 'Antimatter'],
      key: 'jokerSlots',
      value: 6,
      source: 'facts vouchers[Antimatter]',
    },
    {
      vouchers: ['Crystal Ball'],
      key: 'consumableSlots',
      value: 3,
      source: 'facts vouchers[Crystal Ball]',
    },
  ] as const)('$vouchers → $key $value ($source)', ({ vouchers, key, value }) => {
    expect(getRunCapacity('Checkered Deck', 'White Stake', vouchers)[key]).toBe(value);
  });

  it('never drops below one hand (Black Deck + Hieroglyph still plays)', () => {
    const deck: DeckName = 'Black Deck';
    const stake: StakeName = 'White Stake';
    expect(getRunCapacity(deck, stake, ['Hieroglyph']).hands).toBe(2);
  });
});

describe('initial state and New Game', () => {
  it('defaults to Red Deck and White Stake at the initial stage (docs/product/workspace.md Wizard)', () => {
    expect(createInitialRunState()).toMatchObject({
      stage: 'initial',
      deck: 'Red Deck',
      stake: 'White Stake',
      money: 4,
    });
  });

  it('resets everything and closes shop and boss picker (docs/product/workspace.md New Game)', () => {
    const played = {
      ...createRun('Yellow Deck', 'Gold Stake', { ante: 5 }),
      isShopOpen: true,
      prompt: { kind: 'select-boss' } as const,
      shopRerolls: 3,
    };
    const reset = withFrozen(played, () => startNewGame());
    expect(reset).toEqual(createInitialRunState());
    expect(reset).toMatchObject({
      isShopOpen: false,
      prompt: null,
      shopRerolls: 0,
      shopItems: [],
      jokers: [],
    });
  });

  it('is plain JSON (the server stores it per user)', () => {
    const run = createRun('Magic Deck', 'Blue Stake');
    expect(JSON.parse(JSON.stringify(run))).toEqual(run);
  });
});
