import { OVERFLOW_TEXT } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, joinWithAnd } from '../../../src/modules/coach/builtin/format';
import { toToolJson } from '../../../src/modules/coach/openai-provider';

// Scores past the double range read as the game shows them, in the coach as everywhere else.
describe('numbers in coach answers', () => {
  it('writes thousands separators and at most two decimals', () => {
    expect(formatNumber(16500)).toBe('16,500');
    expect(formatNumber(1.555)).toBe('1.56');
    expect(formatMoney(-4)).toBe('-$4');
  });

  it('writes an overflowed score as naneinf', () => {
    expect(formatNumber(Infinity)).toBe(OVERFLOW_TEXT);
    expect(formatNumber(Number.NaN)).toBe(OVERFLOW_TEXT);
    expect(OVERFLOW_TEXT).toBe('naneinf');
  });
});

describe('lists in a sentence', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['Egg'])).toBe('Egg');
    expect(joinWithAnd(['Egg', 'Canio'])).toBe('Egg and Canio');
    expect(joinWithAnd(['Egg', 'Canio', 'Baron'])).toBe('Egg, Canio and Baron');
  });
});

describe('tool answers for the model', () => {
  it('write an overflowed score as naneinf, not null', () => {
    expect(JSON.parse(toToolJson({ score: Infinity, chips: 10 }))).toEqual({
      score: 'naneinf',
      chips: 10,
    });
  });
});
