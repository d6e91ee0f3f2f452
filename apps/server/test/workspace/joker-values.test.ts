import { workspaceDocumentSchema } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';

// A Joker entry keeps the values its card showed in the save, and a card the sell value it
// gained (both optional, so runs stored before the fields existed stay valid); the server
// bounds them like any other number.

function documentWith(jokers: unknown[]) {
  return { state: { ...createRun('Red Deck', 'White Stake'), jokers }, hand: [] };
}

describe('the Joker values of a saved run', () => {
  it('keeps a stored run without values valid, and keeps values when given', () => {
    const legacy = documentWith([{ name: 'Ride the Bus', edition: null, stickers: [] }]);
    expect(workspaceDocumentSchema.safeParse(legacy).success).toBe(true);
    const withValues = documentWith([
      { name: 'Ride the Bus', edition: null, stickers: [], values: { mult: 12 } },
    ]);
    expect(workspaceDocumentSchema.parse(withValues).state.jokers[0]?.values).toEqual({ mult: 12 });
  });

  it('refuses a negative value, naming the field', () => {
    const bad = documentWith([
      { name: 'Ride the Bus', edition: null, stickers: [], values: { mult: -1 } },
    ]);
    const parsed = workspaceDocumentSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['state', 'jokers', 0, 'values', 'mult']);
  });
});

describe('the sell value a saved run’s cards gained', () => {
  it('keeps what Egg and Gift Card added, on Jokers and consumables', () => {
    const gained = {
      state: {
        ...createRun('Red Deck', 'White Stake'),
        jokers: [{ name: 'Egg', edition: null, stickers: [], extraValue: 60 }],
        consumables: [{ name: 'Jupiter', type: 'Planet', price: 3, extraValue: 2 }],
      },
      hand: [],
    };
    const { state } = workspaceDocumentSchema.parse(gained);
    expect(state.jokers[0]?.extraValue).toBe(60);
    expect(state.consumables[0]?.extraValue).toBe(2);
  });

  it.each([-1, 1.5, 2e9])('refuses %s, naming the field', (extraValue) => {
    const bad = documentWith([{ name: 'Egg', edition: null, stickers: [], extraValue }]);
    const parsed = workspaceDocumentSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['state', 'jokers', 0, 'extraValue']);
  });
});
