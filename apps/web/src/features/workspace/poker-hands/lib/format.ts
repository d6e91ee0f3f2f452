/** Scores grow past millions; group digits and keep fractional mult (X1.5) readable. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (Math.abs(value) >= 1e15) return value.toExponential(3);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
