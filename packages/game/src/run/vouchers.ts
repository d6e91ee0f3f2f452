// Vouchers: each owned at most once, an upgrade only after its base (docs/product/workspace.md "A Voucher
// is added only if not already owned"; facts: vouchers[].requires).

import { getVoucher, VOUCHERS, type VoucherName } from '../data/vouchers';
import { withVouchers } from './capacity';
import { err, ok } from '../result';
import type { RunErrorCode, RunResult } from './result';
import type { RunState } from './types';

export function hasVoucher(run: RunState, voucher: VoucherName): boolean {
  return run.vouchers.includes(voucher);
}

/** Why `voucher` cannot be added now, or null when it can. */
export function getAddVoucherError(run: RunState, voucher: VoucherName): RunErrorCode | null {
  if (hasVoucher(run, voucher)) return 'VOUCHER_ALREADY_OWNED';
  const info = getVoucher(voucher);
  if (info.tier === 'upgraded' && !hasVoucher(run, info.requires)) return 'VOUCHER_REQUIRES_BASE';
  return null;
}

/**
 * The Vouchers the shop can still offer this run: the game draws the ante's Voucher from those
 * not owned whose base, for an upgrade, is owned (facts: vouchers[].requires).
 */
export function getVouchersOnOffer(run: RunState): VoucherName[] {
  return VOUCHERS.filter((voucher) => getAddVoucherError(run, voucher.name) === null).map(
    (voucher) => voucher.name,
  );
}

/** Adds the voucher and applies its limits (Grabber +1 hand, Antimatter +1 Joker slot ...). */
export function addVoucher(run: RunState, voucher: VoucherName): RunResult<RunState> {
  const error = getAddVoucherError(run, voucher);
  if (error !== null) return err({ code: error });
  return ok(withVouchers(run, [...run.vouchers, voucher]));
}

/** A base voucher stays while its upgrade is owned, so the upgrade never lacks its base. */
export function removeVoucher(run: RunState, voucher: VoucherName): RunResult<RunState> {
  if (!hasVoucher(run, voucher)) return err({ code: 'VOUCHER_NOT_OWNED' });
  const info = getVoucher(voucher);
  if (info.tier === 'base' && hasVoucher(run, info.upgrade))
    return err({ code: 'VOUCHER_REQUIRED_BY_UPGRADE' });
  return ok(
    withVouchers(
      run,
      run.vouchers.filter((owned) => owned !== voucher),
    ),
  );
}
