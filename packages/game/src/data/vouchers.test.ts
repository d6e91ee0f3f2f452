import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import {
  VOUCHERS,
  VOUCHER_NAMES,
  VOUCHER_PAIRS,
  VOUCHER_TIERS,
  getVoucher,
  isVoucherName,
} from './vouchers';

describe('VOUCHERS', () => {
  it('holds 16 base and 16 upgraded vouchers, all $10 (the facts file)', () => {
    expect(VOUCHERS).toHaveLength(32);
    expect(VOUCHER_PAIRS).toHaveLength(16);
    expect(VOUCHERS.filter((voucher) => voucher.tier === 'base')).toHaveLength(16);
    expect(VOUCHERS.filter((voucher) => voucher.tier === 'upgraded')).toHaveLength(16);
    expect(VOUCHERS.every((voucher) => voucher.cost === 10)).toBe(true);
  });

  it('keeps the facts order', () => {
    expect(VOUCHER_NAMES).toEqual(facts.vouchers.map((voucher) => voucher.name));
  });

  it.each(facts.vouchers)('matches the facts file field by field: $name', (fact) => {
    expect(VOUCHERS.find((voucher) => voucher.name === fact.name)).toEqual(fact);
  });

  it('spells the tier one way only: base | upgraded (docs/product/workspace.md "Base" vs "Basic")', () => {
    expect(VOUCHER_TIERS).toEqual(['base', 'upgraded']);
    expect(new Set(VOUCHERS.map((voucher) => voucher.tier))).toEqual(new Set(VOUCHER_TIERS));
    expect(isVoucherName('Basic')).toBe(false);
  });

  it.each(VOUCHERS)('$name links to a voucher that links back', (voucher) => {
    if (voucher.tier === 'base') {
      const upgrade = getVoucher(voucher.upgrade);
      expect(upgrade.tier === 'upgraded' && upgrade.requires).toBe(voucher.name);
    } else {
      const base = getVoucher(voucher.requires);
      expect(base.tier === 'base' && base.upgrade).toBe(voucher.name);
    }
  });

  it('has no duplicate names or keys', () => {
    expect(new Set(VOUCHERS.map((voucher) => voucher.name)).size).toBe(32);
    expect(new Set(VOUCHERS.map((voucher) => voucher.key)).size).toBe(32);
  });
});
