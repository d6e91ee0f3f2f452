// Pure edits of the calculator's hand and play order (indices into the cards in hand).
import type { ScenarioCard, ScenarioJoker } from '@jokerwise/game';

/** A hand has at most five cards (calculator-scenario.md "played": 1 to 5). */
export const MAX_PLAYED = 5;

export function togglePlayed(played: readonly number[], index: number): number[] {
  if (played.includes(index)) return played.filter((current) => current !== index);
  return played.length >= MAX_PLAYED ? [...played] : [...played, index];
}

/** After removing card `index`, the played cards keep pointing at the same cards. */
export function removeFromPlayed(played: readonly number[], index: number): number[] {
  return played
    .filter((current) => current !== index)
    .map((current) => (current > index ? current - 1 : current));
}

export function replaceCard(
  hand: readonly ScenarioCard[],
  index: number,
  card: ScenarioCard,
): ScenarioCard[] {
  return hand.map((current, position) => (position === index ? card : current));
}

/** A pure array move, for Jokers that are not the run's own (a scenario file's). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const item = items[from];
  if (item === undefined || to < 0 || to >= items.length) return [...items];
  const rest = items.filter((_, position) => position !== from);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

export function isSameJokerList(a: readonly ScenarioJoker[], b: readonly ScenarioJoker[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
