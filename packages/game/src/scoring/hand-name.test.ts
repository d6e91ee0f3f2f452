import { describe, expect, it } from 'vitest';
import { cards } from './jokers/effects-fixtures';
import { getHandDisplayName, getPlayedHandName, ROYAL_FLUSH } from './hand-name';
import { scoreHand } from './score-play';

function shownName(codes: string): string {
  const played = cards(codes);
  const outcome = scoreHand({ version: 1, played });
  if (!outcome.ok) throw new Error(outcome.code);
  return getPlayedHandName(outcome.value, played);
}

describe('the shown hand name', () => {
  it('names a Straight Flush of A K Q J 10 a Royal Flush, in any order', () => {
    expect(shownName('AS KS QS JS 10S')).toBe(ROYAL_FLUSH);
    expect(shownName('10H JH QH KH AH')).toBe('Royal Flush');
  });

  it('keeps every other hand, a lower Straight Flush and A-high plain Straight as they are', () => {
    expect(shownName('KS QS JS 10S 9S')).toBe('Straight Flush');
    expect(shownName('AS KH QS JS 10S')).toBe('Straight');
    expect(shownName('AS KS QS JS 9S')).toBe('Flush');
    expect(shownName('AS AH')).toBe('Pair');
  });

  it('needs scoring cards, all 10 or higher (Four Fingers: A K Q J counts)', () => {
    expect(getHandDisplayName('Straight Flush', ['A', 'K', 'Q', 'J'])).toBe('Royal Flush');
    expect(getHandDisplayName('Straight Flush', [])).toBe('Straight Flush');
    expect(getHandDisplayName('Flush', ['A', 'K', 'Q', 'J', '10'])).toBe('Flush');
  });
});
