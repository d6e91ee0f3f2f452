import { workspaceDocumentSchema } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';

// A Joker entry keeps the values its card showed in the save (optional, so runs
// stored before the field existed stay valid); the server bounds them like any other number.

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
