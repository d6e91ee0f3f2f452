import { describe, expect, it } from 'vitest';
import { getFirstBossAnte, isBossAvailable } from './bosses';

describe('getFirstBossAnte (facts: bossBlinds[].minAnte, showdown antes)', () => {
  it('is the ante asked when the boss can appear there', () => {
    expect(getFirstBossAnte('The Hook', 1)).toBe(1);
    expect(getFirstBossAnte('The Wall', 5)).toBe(5);
  });

  it('moves to the boss minimum ante, or the next showdown ante', () => {
    expect(isBossAvailable('The Wall', 1)).toBe(false);
    expect(getFirstBossAnte('The Wall', 1)).toBe(2);
    expect(getFirstBossAnte('Violet Vessel', 1)).toBe(8);
    expect(getFirstBossAnte('Violet Vessel', 9)).toBe(16);
  });
});
