// Ranks pointed at without a suit ("discard the 3 and 4"), and the numbers that are not cards.
import { describe, expect, it } from 'vitest';
import { findRankMentions, findSameRankGroup } from '../../src';

describe('ranks named without a suit', () => {
  it.each([
    ['what if I discard the 3 and 4?', ['3', '4']],
    ['should I keep the king?', ['K']],
    ['discard my aces, the 10s and the sixes', ['A', '10', '6']],
    ['both queens or the jack?', ['Q', 'J']],
    ['how many chips is a king?', ['K']],
  ])('"%s" names %j', (text, ranks) => {
    expect(findRankMentions(text)).toEqual(ranks);
  });

  it.each([
    'can I beat ante 3?',
    'what does a level 2 Flush give?',
    'I have 3 hands and 2 discards left',
    'should I play the 2 pair?',
    'discard the king of hearts',
  ])('"%s" names no rank', (text) => {
    expect(findRankMentions(text)).toEqual([]);
  });
});

describe('cards of one rank named by count', () => {
  it.each([
    ['what does a pair of aces score?', { count: 2, rank: 'A' }],
    ['how much is three kings worth?', { count: 3, rank: 'K' }],
    ['four of 7s', { count: 4, rank: '7' }],
  ])('"%s" is %j', (text, group) => {
    expect(findSameRankGroup(text)).toEqual(group);
  });

  it.each(['two pair', 'three of a kind', 'I have 3 hands and 2 discards'])(
    '"%s" is none',
    (text) => {
      expect(findSameRankGroup(text)).toBeNull();
    },
  );
});
