import { describe, expect, it } from 'vitest';
import { getRankChips } from './cards';

describe('getRankChips', () => {
  it.each([
    { rank: '2', chips: 2, source: 'facts: playingCards.rankChips' },
    { rank: '9', chips: 9, source: 'facts: playingCards.rankChips' },
    { rank: '10', chips: 10, source: 'facts: playingCards.rankChips' },
    { rank: 'J', chips: 10, source: 'docs/product/workspace.md: J/Q/K 10' },
    { rank: 'Q', chips: 10, source: 'docs/product/workspace.md: J/Q/K 10' },
    { rank: 'K', chips: 10, source: 'docs/product/workspace.md: J/Q/K 10' },
    { rank: 'A', chips: 11, source: 'docs/product/workspace.md: Ace 11' },
  ] as const)('$rank scores $chips chips ($source)', ({ rank, chips }) => {
    expect(getRankChips(rank)).toBe(chips);
  });
});
