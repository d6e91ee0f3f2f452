import { describe, expect, it } from 'vitest';
import type { DeckName } from '../data/decks';
import type { VoucherName } from '../data/vouchers';
import { getInterest, getInterestCap, getMoneyToNextInterestStep } from './interest';

interface Row {
  readonly money: number;
  readonly vouchers?: readonly VoucherName[];
  readonly deck?: DeckName;
  readonly toTheMoonCount?: number;
  readonly source: string;
}

const input = (row: Row) => ({
  money: row.money,
  vouchers: row.vouchers ?? [],
  deck: row.deck ?? 'Red Deck',
  toTheMoonCount: row.toTheMoonCount ?? 0,
});

describe('getInterest', () => {
  it.each<Row & { readonly interest: number }>([
    { money: 0, interest: 0, source: 'facts: economy.interest.rule' },
    { money: 4, interest: 0, source: 'facts: economy.interest.rule (full $5 only)' },
    { money: 5, interest: 1, source: 'facts: economy.interest.rule' },
    { money: 9, interest: 1, source: 'facts: economy.interest.rule' },
    { money: 24, interest: 4, source: 'facts: economy.interest.rule' },
    { money: 25, interest: 5, source: 'facts: economy.interest.capHeldAmount' },
    { money: 1000, interest: 5, source: 'ADR 004 (not $25)' },
    { money: -10, interest: 0, source: 'facts: economy.debt (no interest on debt)' },
    {
      money: 50,
      vouchers: ['Seed Money'],
      interest: 10,
      source: 'facts: economy.interest.withSeedMoney',
    },
    {
      money: 99,
      vouchers: ['Seed Money'],
      interest: 10,
      source: 'facts: economy.interest.withSeedMoney',
    },
    {
      money: 100,
      vouchers: ['Seed Money', 'Money Tree'],
      interest: 20,
      source: 'facts: economy.interest.withMoneyTree',
    },
    {
      money: 500,
      vouchers: ['Money Tree'],
      interest: 20,
      source: 'facts: economy.interest.withMoneyTree',
    },
    { money: 100, deck: 'Green Deck', interest: 0, source: 'facts: economy.interest.greenDeck' },
    {
      money: 100,
      deck: 'Green Deck',
      vouchers: ['Money Tree'],
      toTheMoonCount: 2,
      interest: 0,
      source: 'facts: decks Green Deck',
    },
    { money: 25, toTheMoonCount: 1, interest: 10, source: 'facts: economy.interest.toTheMoon' },
    {
      money: 200,
      toTheMoonCount: 1,
      interest: 10,
      source: 'facts: economy.interest.toTheMoon ("up to $10")',
    },
    { money: 12, toTheMoonCount: 2, interest: 6, source: 'facts: economy.interest.toTheMoon' },
    {
      money: 50,
      vouchers: ['Seed Money'],
      toTheMoonCount: 1,
      interest: 20,
      source: 'facts: economy.interest.toTheMoon',
    },
  ])(
    '$money with $vouchers on $deck, To the Moon x$toTheMoonCount pays $$interest ($source)',
    (row) => {
      expect(getInterest(input(row))).toBe(row.interest);
    },
  );

  it('does not change its input', () => {
    const frozen = Object.freeze({
      money: 30,
      vouchers: Object.freeze(['Seed Money'] as const),
      deck: 'Red Deck' as const,
    });
    expect(getInterest(frozen)).toBe(6);
    expect(frozen.vouchers).toEqual(['Seed Money']);
  });
});

describe('getInterestCap', () => {
  it.each<{ vouchers: readonly VoucherName[]; cap: number; source: string }>([
    { vouchers: [], cap: 5, source: 'facts: economy.interest.defaultCap' },
    { vouchers: ['Seed Money'], cap: 10, source: 'facts: economy.interest.withSeedMoney' },
    { vouchers: ['Money Tree'], cap: 20, source: 'facts: economy.interest.withMoneyTree' },
    { vouchers: ['Money Tree', 'Seed Money'], cap: 20, source: 'facts: vouchers Money Tree' },
    { vouchers: ['Clearance Sale'], cap: 5, source: 'facts: vouchers' },
  ])('$vouchers caps interest at $$cap ($source)', ({ vouchers, cap }) => {
    expect(getInterestCap(vouchers)).toBe(cap);
  });
});

describe('getMoneyToNextInterestStep', () => {
  it.each<Row & { readonly needed: number | null }>([
    { money: 0, needed: 5, source: 'docs/product/workspace.md "needed for next level"' },
    { money: 4, needed: 1, source: 'docs/product/workspace.md' },
    { money: 5, needed: 5, source: 'docs/product/workspace.md' },
    { money: 23, needed: 2, source: 'docs/product/workspace.md' },
    { money: -3, needed: 8, source: 'facts: economy.debt' },
    { money: 25, needed: null, source: 'facts: economy.interest.defaultCap' },
    { money: 70, needed: null, source: 'facts: economy.interest.defaultCap' },
    {
      money: 25,
      vouchers: ['Seed Money'],
      needed: 5,
      source: 'facts: economy.interest.withSeedMoney',
    },
    {
      money: 99,
      vouchers: ['Money Tree'],
      needed: 1,
      source: 'facts: economy.interest.withMoneyTree',
    },
    {
      money: 25,
      toTheMoonCount: 3,
      needed: null,
      source: 'facts: economy.interest.toTheMoon (same step cap)',
    },
    { money: 0, deck: 'Green Deck', needed: null, source: 'facts: economy.interest.greenDeck' },
  ])('$money with $vouchers on $deck needs $needed more ($source)', (row) => {
    expect(getMoneyToNextInterestStep(input(row))).toBe(row.needed);
  });
});
