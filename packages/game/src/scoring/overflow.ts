// Numbers past the double range. The game's chips, mult and score are Lua doubles: past about
// 1.8e308 they become inf, which its number formatting prints as "naneinf". The engine keeps
// the same arithmetic and reports every such value (chips, mult, score, log values) as one
// thing, Infinity, so a caller tests it with `isOverflow` and shows it with `OVERFLOW_TEXT`.
// NaN (inf × X0, which the game also prints as "naneinf") is reported as Infinity too.

/** What the game shows for a chips, mult or score value past the double range. */
export const OVERFLOW_TEXT = 'naneinf';

/** True for a value past the double range (the engine reports it as Infinity). */
export function isOverflow(value: number): boolean {
  return !Number.isFinite(value);
}

/** The engine's one representation of a value: itself, or Infinity once it has overflowed. */
export function settleOverflow(value: number): number {
  return Number.isFinite(value) ? value : Infinity;
}
