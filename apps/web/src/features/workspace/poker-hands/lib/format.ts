import { OVERFLOW_TEXT, isOverflow } from '@jokerwise/game';

// One formatter for every number: toLocaleString with options builds a new formatter on
// every call, and a result table formats hundreds of numbers.
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Scores grow past millions; group digits and keep fractional mult (X1.5) readable. Past the
 * double range the engine reports overflow, shown as the game shows it: "naneinf".
 */
export function formatNumber(value: number): string {
  if (isOverflow(value)) return OVERFLOW_TEXT;
  if (Math.abs(value) >= 1e15) return value.toExponential(3);
  return NUMBER_FORMAT.format(value);
}
