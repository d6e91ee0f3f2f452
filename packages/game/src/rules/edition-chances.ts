// The chance a Joker made for the shop or a Buffoon pack rolls each edition (Lua
// poll_edition): one roll against thresholds checked Negative first, then Polychrome,
// Holographic and Foil. Hone and Glow Up raise the edition rate, which scales every threshold
// but Negative's; each edition's chance is the gap between its threshold and the one before, so
// a voucher that doubles the rate more than doubles Polychrome's share (0.3 % → 0.9 %).
import { EDITION_CHANCE_MULTIPLIER_BY_VOUCHER, EDITION_DEFINITIONS } from '../data/editions';
import type { JokerEdition } from '../data/vocabulary';
import type { VoucherName } from '../data/vouchers';

/** Glow Up (×4) replaces Hone (×2); the two never multiply. */
export function getEditionRate(vouchers: readonly VoucherName[]): number {
  if (vouchers.includes('Glow Up')) return EDITION_CHANCE_MULTIPLIER_BY_VOUCHER['Glow Up'];
  if (vouchers.includes('Hone')) return EDITION_CHANCE_MULTIPLIER_BY_VOUCHER.Hone;
  return 1;
}

/** Each edition's chance per Joker made, with the run's vouchers. */
export function getJokerEditionChances(
  vouchers: readonly VoucherName[],
): Readonly<Record<JokerEdition, number>> {
  const rate = getEditionRate(vouchers);
  const base = (edition: JokerEdition) => EDITION_DEFINITIONS[edition].baseShopChance;
  // The thresholds in poll_edition's order, each counting every edition checked before it.
  const negative = base('negative');
  const polychrome = (negative + base('polychrome')) * rate;
  const holographic = polychrome + base('holographic') * rate;
  const foil = holographic + base('foil') * rate;
  return {
    negative,
    polychrome: Math.max(0, polychrome - negative),
    holographic: holographic - polychrome,
    foil: foil - holographic,
  };
}
