import { createRun } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { describeTags } from './preview-text';

describe('describeTags', () => {
  const run = createRun('Red Deck', 'White Stake');

  it('lists the Tags held, then each blind that offers one', () => {
    expect(
      describeTags({
        ...run,
        tags: ['Double Tag', 'Investment Tag'],
        blindTags: { small: null, big: 'Charm Tag' },
      }),
    ).toEqual(['Held: Double Tag, Investment Tag', 'Skip Big Blind for Charm Tag']);
  });

  it('is empty for a save with neither', () => {
    expect(describeTags(run)).toEqual([]);
    expect(describeTags({ ...run, tags: [], blindTags: { small: null, big: null } })).toEqual([]);
  });
});
