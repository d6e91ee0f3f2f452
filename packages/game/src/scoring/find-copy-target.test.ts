import { describe, expect, it } from 'vitest';
import type { JokerName } from '../data/jokers';
import { findCopyTarget } from './prepare';

const row = (...names: JokerName[]) => names.map((name) => ({ name }));

describe('findCopyTarget: what a copier copies in this order', () => {
  it('Blueprint copies its right neighbour, Brainstorm the leftmost Joker', () => {
    const jokers = row('Egg', 'Swashbuckler', 'Blueprint', 'Canio', 'Brainstorm');
    expect(findCopyTarget(jokers, 2)).toBe(3);
    expect(findCopyTarget(jokers, 4)).toBeNull(); // Egg's ability cannot be copied
    expect(findCopyTarget(row('Canio', 'Brainstorm'), 1)).toBe(0);
  });

  it('follows a chain of copiers, and stops at nothing, a debuffed Joker or a loop', () => {
    expect(findCopyTarget(row('Blueprint', 'Blueprint', 'Canio'), 0)).toBe(2);
    expect(findCopyTarget(row('Canio', 'Blueprint'), 1)).toBeNull();
    expect(
      findCopyTarget([{ name: 'Blueprint' }, { name: 'Canio', debuffed: true }], 0),
    ).toBeNull();
    expect(findCopyTarget(row('Brainstorm', 'Blueprint'), 1)).toBeNull();
  });

  it('says nothing for a Joker that copies nothing', () => {
    expect(findCopyTarget(row('Canio', 'Blueprint'), 0)).toBeNull();
    expect(findCopyTarget(row('Canio'), 3)).toBeNull();
  });
});
