import { describe, expect, it } from 'vitest';
import {
  parseInteger,
  parseLoadGameMoney,
  parseMoneyUpdate,
  parseShopPrice,
  parseStartingMoney,
} from './parse-money';

describe('parseStartingMoney', () => {
  it.each([
    { input: '10', expected: 10, source: 'docs/product/workspace.md starting money' },
    { input: '0', expected: 1, source: 'docs/product/workspace.md starting money min 1' },
    { input: '-5', expected: 1, source: 'docs/product/workspace.md starting money min 1' },
    { input: '250', expected: 100, source: 'docs/product/workspace.md starting money max 100' },
    {
      input: 'abc',
      expected: 4,
      source: 'docs/product/workspace.md falls back to 4 if not a number',
    },
    { input: '', expected: 4, source: 'docs/product/workspace.md falls back to 4 if not a number' },
    { input: 7.9, expected: 7, source: 'docs/product/workspace.md (a whole number of dollars)' },
    {
      input: Number.NaN,
      expected: 4,
      source: 'docs/product/workspace.md falls back to 4 if not a number',
    },
  ])('$input → $expected ($source)', ({ input, expected }) => {
    expect(parseStartingMoney(input)).toBe(expected);
  });

  it('falls back to the deck starting money when one is given (facts: decks b_yellow money +10)', () => {
    expect(parseStartingMoney('x', 14)).toBe(14);
  });
});

describe('parseLoadGameMoney', () => {
  it.each([
    { input: '25', expected: 25, source: 'docs/product/workspace.md load-game money' },
    { input: '0', expected: 0, source: 'docs/product/workspace.md load-game money min 0' },
    { input: '-3', expected: 0, source: 'docs/product/workspace.md load-game money min 0' },
    { input: '1000', expected: 999, source: 'docs/product/workspace.md load-game money max 999' },
    { input: 'NaN', expected: 0, source: 'docs/product/workspace.md NaN becomes 0' },
    { input: ' 42 ', expected: 42, source: 'docs/product/workspace.md load-game money' },
  ])('$input → $expected ($source)', ({ input, expected }) => {
    expect(parseLoadGameMoney(input)).toBe(expected);
  });
});

describe('parseMoneyUpdate', () => {
  it.each([
    { input: '31', expected: 31, source: 'docs/product/workspace.md Update Money integer' },
    { input: '12.8', expected: 12, source: 'docs/product/workspace.md Update Money integer' },
    { input: 'lots', expected: 0, source: 'docs/product/workspace.md non-numeric becomes 0' },
    { input: '-20', expected: -20, source: 'facts economy.debt (Credit Card down to -$20)' },
    {
      input: 5000,
      expected: 5000,
      source: 'docs/product/workspace.md Update Money integer (no upper bound)',
    },
  ])('$input → $expected ($source)', ({ input, expected }) => {
    expect(parseMoneyUpdate(input)).toBe(expected);
  });
});

describe('parseShopPrice', () => {
  it.each([
    { input: '6', expected: 6, source: 'docs/product/workspace.md shop price integer' },
    { input: '6.5', expected: 6, source: 'docs/product/workspace.md shop price integer' },
    { input: '', expected: 0, source: 'docs/product/workspace.md NaN becomes 0' },
    { input: '-2', expected: 0, source: 'facts economy.buyCost (never below $0)' },
  ])('$input → $expected ($source)', ({ input, expected }) => {
    expect(parseShopPrice(input)).toBe(expected);
  });
});

describe('parseInteger', () => {
  it.each([
    { input: '12abc', expected: 12 },
    { input: 'abc12', expected: null },
    { input: Number.POSITIVE_INFINITY, expected: null },
    { input: -3.7, expected: -3 },
  ])(
    '$input → $expected (source: docs/product/workspace.md "read as an integer")',
    ({ input, expected }) => {
      expect(parseInteger(input)).toBe(expected);
    },
  );
});
