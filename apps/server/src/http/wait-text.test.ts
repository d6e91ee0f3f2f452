import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-text';

describe('formatWait', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [30_000, '30 seconds'],
    [59_000, '59 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [2_640_000, '44 minutes'],
    [2_639_001, '44 minutes'],
    [3_540_001, '1 hour'],
    [3_600_000, '1 hour'],
    [3_900_000, '1 hour 5 minutes'],
    [7_200_000, '2 hours'],
    [7_260_000, '2 hours 1 minute'],
  ])('says %i ms as %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});
