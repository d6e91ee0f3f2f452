import { OVERFLOW_TEXT, isOverflow } from '@jokerwise/game';

/**
 * Scores grow past millions; group digits and keep fractional mult (X1.5) readable. Past the
 * double range the engine reports overflow, shown as the game shows it: "naneinf".
 */
export function formatNumber(value: number): string {
  if (isOverflow(value)) return OVERFLOW_TEXT;
  if (Math.abs(value) >= 1e15) return value.toExponential(3);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
